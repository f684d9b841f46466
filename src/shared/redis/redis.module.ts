import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { observeRedisClient } from './observed-connections.js';
import { redisOptionsFromUrl } from './redis-connection.js';

export const REDIS = Symbol('REDIS');

/**
 * The counters/cache connection fails fast when Redis is away: no offline queue (a command while
 * disconnected fails at once), a command timeout (REDIS_COMMAND_TIMEOUT_MS), one retry per command, and reconnection in the
 * background at a bounded pace. Requests answer 503 meanwhile instead of hanging: a client can retry, a hung request holds a socket and tells it nothing.
 */
export async function connectFastFailRedis(config: AppConfig): Promise<Redis> {
  const redis = new Redis({
    ...redisOptionsFromUrl(config.redisUrl),
    keyPrefix: `${config.redisPrefix}:`,
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: config.redisCommandTimeoutMs,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(100 * attempt, 1000),
  });
  // Without an error listener ioredis prints every failed reconnect with its stack; this one logs
  // one line when Redis goes away and one when it is back (src/shared/logging/connection-state.ts).
  observeRedisClient(redis, 'counters');
  // Start-up waits for the first connection (the offline queue is off), but a Redis that is down
  // does not stop the API: it answers 503 where it needs Redis until the connection is back.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** One shared ioredis connection for counters and health checks (queues open their own). */
@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: connectFastFailRedis }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
