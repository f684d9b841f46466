import type { Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError } from '../domain/domain-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { REDIS } from '../redis/redis.module.js';

/** One counter to count an attempt on: at most `limit` attempts per fixed window. */
export interface Attempt {
  key: string;
  limit: number;
  windowSeconds: number;
  /** Stable error code and message of the 429 (default TOO_MANY_REQUESTS). */
  code?: string;
  messageKey?: MessageKey;
}

/**
 * Counts on every key at once, or on none: a key past its limit takes back what this call counted
 * and answers its index and seconds left. Atomic in Redis, so concurrent calls cannot all slip
 * under a limit between a read and a write.
 */
const TAKE = `
for i = 1, #KEYS do
  local count = redis.call('INCR', KEYS[i])
  if redis.call('TTL', KEYS[i]) < 0 then redis.call('EXPIRE', KEYS[i], tonumber(ARGV[2 * i])) end
  if count > tonumber(ARGV[2 * i - 1]) then
    for j = 1, i do redis.call('DECR', KEYS[j]) end
    return {i, redis.call('TTL', KEYS[i])}
  end
end
return {0, 0}`;

/**
 * Takes one attempt back from each of the first ARGV[1] keys that still counts any, and deletes the
 * keys after them: giving back and resetting in one round trip.
 */
const FORGIVE = `
local giveBack = tonumber(ARGV[1])
for i = 1, giveBack do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
for i = giveBack + 1, #KEYS do redis.call('DEL', KEYS[i]) end
return 0`;

/**
 * Counters and cooldowns in Redis, shared by every API replica. Fixed windows: the first hit
 * starts the window, the key expires with it. Keys carry no secrets (ids, phones, addresses).
 * Every key lives under the owner's namespace (`identity:login:ip:...`), so two contexts never
 * share a counter by accident. Every limit counts first (`take`) and only then lets the work run;
 * a success gives its attempt back (`giveBack`) where only failures should count.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** Counts one attempt on every key, or fails with 429 (counting nothing) if any is full. */
  async take(...attempts: Attempt[]): Promise<void> {
    if (attempts.length === 0) return;
    const args = attempts.flatMap((attempt) => [attempt.limit, attempt.windowSeconds]);
    const [index, ttl] = (await this.redis.eval(TAKE, attempts.length, ...attempts.map((attempt) => this.key(attempt.key)), ...args)) as [
      number,
      number,
    ];
    if (index === 0) return;
    const full = attempts[index - 1]!;
    throw this.tooMany(ttl > 0 ? ttl : full.windowSeconds, full.code, full.messageKey);
  }

  /** Counts one event; once `limit` happened in the window the call fails with 429. */
  async consume(key: string, limit: number, windowSeconds: number, code?: string): Promise<void> {
    await this.take({ key, limit, windowSeconds, code });
  }

  async giveBack(...keys: string[]): Promise<void> {
    await this.forgive({ giveBack: keys });
  }

  /** `giveBack` of some keys and `reset` of others in one round trip (a success after counted attempts). */
  async forgive({ giveBack = [], reset = [] }: { giveBack?: string[]; reset?: string[] }): Promise<void> {
    const keys = [...giveBack, ...reset].map((key) => this.key(key));
    if (keys.length) await this.redis.eval(FORGIVE, keys.length, ...keys, giveBack.length);
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
