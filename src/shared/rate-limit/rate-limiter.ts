import type { Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError } from '../domain/domain-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * Counters and cooldowns in Redis, shared by every API replica. Fixed windows: the first hit
 * starts the window, the key expires with it. Keys carry no secrets (ids, phones, addresses).
 * Every key lives under the owner's namespace (`identity:login:ip:...`), so two contexts never
 * share a counter by accident.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** Counts one event; once more than `limit` happened in the window the call fails with 429. */
  async consume(key: string, limit: number, windowSeconds: number, code?: string): Promise<void> {
    const { count, ttl } = await this.increment(key, windowSeconds);
    if (count > limit) throw this.tooMany(ttl > 0 ? ttl : windowSeconds, code);
  }

  /** Counts a failure without judging it (the next `assertBelow` does). */
  async recordFailure(key: string, windowSeconds: number): Promise<number> {
    return (await this.increment(key, windowSeconds)).count;
  }

  /** 429 when `limit` failures are already counted in the running window. */
  async assertBelow(key: string, limit: number, code?: string, messageKey?: MessageKey): Promise<void> {
    const full = this.key(key);
    const [[, value], [, ttl]] = (await this.redis.multi().get(full).ttl(full).exec()) as [[unknown, string | null], [unknown, number]];
    if (Number(value ?? 0) >= limit) throw this.tooMany(ttl > 0 ? ttl : 1, code, messageKey);
  }

  async reset(...keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((key) => this.key(key)));
  }

  /** Starts a cooldown, or fails with 429 and the seconds left while one is running. */
  async startCooldown(key: string, seconds: number): Promise<void> {
    const full = this.key(key);
    const set = await this.redis.set(full, '1', 'EX', seconds, 'NX');
    if (set === 'OK') return;
    const ttl = await this.redis.ttl(full);
    throw this.tooMany(ttl > 0 ? ttl : 1);
  }

  /** Starts a cooldown if none runs; true when it was started (the caller may act). */
  async tryCooldown(key: string, seconds: number): Promise<boolean> {
    return (await this.redis.set(this.key(key), '1', 'EX', seconds, 'NX')) === 'OK';
  }

  async secondsLeft(key: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.key(key)));
  }

  private async increment(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }> {
    const full = this.key(key);
    const result = (await this.redis.multi().set(full, '0', 'EX', windowSeconds, 'NX').incr(full).ttl(full).exec()) as [
      [unknown, unknown],
      [unknown, number],
      [unknown, number],
    ];
    return { count: result[1][1], ttl: result[2][1] };
  }

  private key(key: string): string {
    return `${this.namespace}:${key}`;
  }

  private tooMany(seconds: number, code?: string, messageKey?: MessageKey): DomainError {
    return DomainError.tooManyRequests(seconds, code, messageKey);
  }
}

/** The limiter of one context, as a Nest provider: `providers: [rateLimiterFor('identity')]`. */
export function rateLimiterFor(namespace: string): Provider {
  return { provide: RateLimiter, useFactory: (redis: Redis) => new RateLimiter(redis, namespace), inject: [REDIS] };
}
