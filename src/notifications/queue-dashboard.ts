import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLang } from '../shared/i18n/lang.js';
import { translate } from '../shared/i18n/messages.js';
import { RELAXED_CSP } from '../shared/http/security-headers.js';
import { QUEUE_DASHBOARD_PATH, QueueDashboardAuth } from './queue-dashboard.auth.js';
import { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';

export { QUEUE_DASHBOARD_PATH };

/**
 * The only changes the dashboard makes: retry and remove jobs, one or all of a status. Adding a job
 * or editing a job's data would let whoever holds the dashboard mail anyone any text and link from
 * the product's own address; pausing, emptying or reconfiguring a queue is no operator's daily work.
 * bull-board's readOnlyMode cannot keep retry and remove (it refuses them too), hence this list.
 */
const DASHBOARD_CHANGES = new Set([
  'PUT /api/queues/:queueName/:jobId/retry',
  'PUT /api/queues/:queueName/retry/:queueStatus',
  'PUT /api/queues/:queueName/:jobId/clean',
  'PUT /api/queues/:queueName/clean/:queueStatus',
]);

/** Whether a request of `method` to the dashboard route `route` (the router's pattern, under QUEUE_DASHBOARD_PATH) may pass. */
export function dashboardAllows(method: string, route: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (!route?.startsWith(`${QUEUE_DASHBOARD_PATH}/`)) return false;
  return DASHBOARD_CHANGES.has(`${method} ${route.slice(QUEUE_DASHBOARD_PATH.length)}`);
}

/** The onRequest hook after authorization: 403 DASHBOARD_READ_ONLY for any other change, before bull-board sees it. */
async function refuseOtherChanges(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  // The pattern the router matched, not the URL: no spelling of a path changes what it names.
  if (dashboardAllows(request.method, request.routeOptions.url)) return undefined;
  const msg = translate('error.forbidden', normalizeLang(request.headers['lang']));
  return reply.status(403).send({ ok: false, error: true, code: 'DASHBOARD_READ_ONLY', msg });
}

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
    const queues = [EMAIL_QUEUE, SMS_QUEUE, ...otherQueues].map(
      (name) => new BullMQAdapter(this.modules.get<Queue>(getQueueToken(name), { strict: false })),
    );
    createBullBoard({ queues, serverAdapter });
    await fastify.register(
      async (scope) => {
        scope.addHook('onRequest', (request, reply) => this.auth.authorize(request, reply));
        scope.addHook('onRequest', refuseOtherChanges);
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
