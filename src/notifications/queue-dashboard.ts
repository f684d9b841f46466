import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { RELAXED_CSP } from '../shared/http/security-headers.js';
import { QUEUE_DASHBOARD_PATH, QueueDashboardAuth } from './queue-dashboard.auth.js';
import { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';

export { QUEUE_DASHBOARD_PATH };

/**
 * bull-board mounted straight on Fastify (its Nest wrapper is CommonJS requiring ESM Nest, which
 * breaks under jest), inside a scope of its own whose onRequest hook authorizes every request.
 * Fastify runs a scope's hooks for every route of that scope after routing, on the decoded path,
 * so no spelling of the URL (`/admin/%71ueues`, `/%61dmin/queues`, ...) reaches bull-board unchecked.
 */
@Injectable()
export class QueueDashboard {
  constructor(
    private readonly modules: ModuleRef,
    private readonly auth: QueueDashboardAuth,
  ) {}

  /**
   * `otherQueues`: the queues of other contexts (file conversion, PDFs, ...), named by the
   * composition root, which alone knows them all; notifications imports no other context.
   */
  async mount(fastify: FastifyInstance, otherQueues: readonly string[] = []): Promise<void> {
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    const queues = [EMAIL_QUEUE, SMS_QUEUE, ...otherQueues].map((name) => new BullMQAdapter(this.modules.get<Queue>(getQueueToken(name), { strict: false })));
    createBullBoard({ queues, serverAdapter });
    await fastify.register(
      async (scope) => {
        scope.addHook('onRequest', (request, reply) => this.auth.authorize(request, reply));
        // bull-board's page bootstraps with inline scripts: the relaxed policy stays inside this scope.
        scope.addHook('onSend', async (_request, reply) => {
          reply.header('Content-Security-Policy', RELAXED_CSP);
        });
        await scope.register(serverAdapter.registerPlugin());
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }
}
