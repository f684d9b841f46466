import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

async function probe(check: () => Promise<unknown>): Promise<{ status: 'up' | 'down'; latency_ms: number; error?: string }> {
  const started = performance.now();
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())]);
    return { status: 'up', latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latency_ms: Math.round(performance.now() - started), error: error instanceof Error ? error.message : 'failed' };
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
  @ApiOperation({ summary: 'Liveness and dependencies: PostgreSQL and Redis. 503 when one is down.' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<object> {
    const [database, redis] = await Promise.all([
      probe(() => this.orm.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
    ]);
    const healthy = database.status === 'up' && redis.status === 'up';
    if (!healthy) reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: healthy ? 'up' : 'down', checks: { database, redis } };
  }
}
