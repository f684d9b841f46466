import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { translate } from '../i18n/messages.js';
import { REDIS } from '../redis/redis.module.js';

async function probe(check: () => Promise<unknown>): Promise<{ status: 'up' | 'down'; latency_ms: number; error?: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 2000)))]);
    return { status: 'up', latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latency_ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('system')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and dependencies: PostgreSQL and Redis. 503 with ok:false SERVICE_UNAVAILABLE when one is down.' })
  async health(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<object> {
    const [database, redis] = await Promise.all([
      probe(() => this.orm.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
    ]);
    const checks = { database, redis };
    if (database.status === 'up' && redis.status === 'up') return { status: 'up', checks };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    // The envelope keeps `ok` from the payload: a failed check is a failure answer, not a success.
    return { ok: false, error: true, code: 'SERVICE_UNAVAILABLE', msg: translate('error.serviceUnavailable', req.lang), status: 'down', checks };
  }
}
