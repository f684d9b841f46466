import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Queue } from 'bullmq';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { translate } from '../i18n/messages.js';
import { redisConnectionsReady } from '../redis/observed-connections.js';
import { REDIS } from '../redis/redis.module.js';

interface Check {
  status: 'up' | 'down';
  latency_ms: number;
  error?: string;
}

/** A check never makes a probe wait longer than this (load balancers time out at a few seconds). */
const CHECK_TIMEOUT_MS = 2000;
/** How long a queue connection still opening (start-up, or just after Redis came back) may take. */
const QUEUE_SETTLE_MS = 800;

async function probe(check: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)))]);
    return { status: 'up', latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'down',
      latency_ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : 'failed',
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Waits up to `ms` for every connection of `queue` to be ready (followed by observed-connections.ts). */
async function queueReady(queue: Queue, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    // A queue not built by ObservedQueue is not followed: nothing says it is down.
    if (redisConnectionsReady(queue) !== false) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Liveness and readiness. `/health/live` says the process answers (restart it when it does not);
 * `/health` and `/health/ready` say whether it can do its work: 503 while PostgreSQL cannot take a
 * write or Redis cannot take a job (its counters' connection and every queue's connection), so a
 * load balancer sends traffic elsewhere until both are back.
 */
@ApiTags('system')
@Controller('health')
export class HealthController {
  private queues: Queue[] | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly discovery: DiscoveryService,
  ) {}

  @Get('live')
  @ApiOperation({
    summary: 'Liveness: 200 while the process answers, whatever PostgreSQL and Redis do. For restart decisions, not for routing traffic.',
  })
  live(): object {
    return { status: 'up' };
  }

  @Get()
  @ApiOperation({
    summary:
      'Readiness (same as /health/ready): PostgreSQL writable and Redis able to queue. 503 SERVICE_UNAVAILABLE with ok:false and Retry-After when not.',
  })
  health(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<object> {
    return this.ready(req, reply);
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness for load balancers: PostgreSQL writable and Redis able to queue. 503 SERVICE_UNAVAILABLE with ok:false and Retry-After when not.',
  })
  async ready(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<object> {
    const [database, redis] = await Promise.all([this.database(), probe(() => this.redis.ping())]);
    // Queues are asked only while Redis answers at all: a Redis that is away answers at once.
    const queues: Check = redis.status === 'up' ? await this.queueCheck() : { status: 'down', latency_ms: 0, error: 'Redis unavailable' };
    const checks = { database, redis, queues };
    if (database.status === 'up' && redis.status === 'up' && queues.status === 'up') return { status: 'up', checks };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('Retry-After', '5');
    // The envelope keeps `ok` from the payload: a failed check is a failure answer, not a success.
    return {
      ok: false,
      error: true,
      code: 'SERVICE_UNAVAILABLE',
      msg: translate('error.serviceUnavailable', req.lang),
      status: 'down',
      checks,
    };
  }

  /** Up when PostgreSQL answers and would take a write (not a standby, not read-only). */
  private database(): Promise<Check> {
    return probe(async () => {
      const [row] = await this.orm.em
        .getConnection()
        .execute<{ writable: boolean }[]>(
          `select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`,
        );
      if (!row?.writable) throw new Error('read-only');
    });
  }

  private async queueCheck(): Promise<Check> {
    const started = performance.now();
    this.queues ??= this.discovery
      .getProviders()
      .map((wrapper) => (wrapper.isDependencyTreeStatic() ? (wrapper.instance as unknown) : undefined))
      .filter((instance): instance is Queue => instance instanceof Queue);
    const results = await Promise.all(
      this.queues.map(async (queue) => ({ name: queue.name, ready: await queueReady(queue, QUEUE_SETTLE_MS) })),
    );
    const down = results.filter((result) => !result.ready).map((result) => result.name);
    const latency_ms = Math.round(performance.now() - started);
    return down.length === 0 ? { status: 'up', latency_ms } : { status: 'down', latency_ms, error: `not connected: ${down.join(', ')}` };
  }
}
