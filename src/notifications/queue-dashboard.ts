import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { EMAIL_QUEUE, SMS_QUEUE } from './queues.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * bull-board mounted straight on Fastify (its Nest wrapper is CommonJS requiring ESM Nest, which
 * breaks under jest). Access is checked by the onRequest hook in bootstrap.ts.
 */
@Injectable()
export class QueueDashboard {
  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly email: Queue,
    @InjectQueue(SMS_QUEUE) private readonly sms: Queue,
  ) {}

  async mount(fastify: FastifyInstance): Promise<void> {
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: [new BullMQAdapter(this.email), new BullMQAdapter(this.sms)], serverAdapter });
    await fastify.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  }
}
