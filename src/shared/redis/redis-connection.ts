import type { RedisOptions } from 'bullmq';

/**
 * Connection options for BullMQ and ioredis alike, from a redis:// or rediss:// URL;
 * `maxRetriesPerRequest: null` is required by BullMQ workers.
 */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * BullMQ's own reconnection waits up to 20 s between attempts once an outage has lasted ten
 * seconds, so queues stayed down long after Redis was back (measured in bench/faults/README.md, "Redis killed"); retry every second
 * at most instead, like the counters' connection.
 */
export function queueConnectionFromUrl(url: string): RedisOptions {
  return { ...redisOptionsFromUrl(url), retryStrategy: (attempt: number) => Math.min(100 * attempt, 1000) };
}
