import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { REDIS } from '../../shared/redis/redis.module.js';

/** Posts of the apply form one address may make in an hour (a whole office behind one NAT applying to a few postings). */
export const APPLY_PER_ADDRESS = { limit: 20, windowSeconds: 3600 };
/** Posts naming one e-mail in an hour (a person applies to a few postings; a flood in their name stops). */
export const APPLY_PER_EMAIL = { limit: 5, windowSeconds: 3600 };

/**
 * The apply form's rate limits, in Redis like the API's (every replica counts on the same keys),
 * under the careers namespace: per client address and per e-mail named. Every post counts, a wrong
 * one too (a script trying values is what the limit is for). The e-mail is hashed into the key:
 * keys carry no addresses of people.
 */
@Injectable()
export class ApplyLimits {
  private readonly limiter: RateLimiter;

  constructor(@Inject(REDIS) redis: Redis) {
    this.limiter = new RateLimiter(redis, 'careers');
  }

  /** Counts this post, or throws 429 TOO_MANY_REQUESTS (with Retry-After) counting nothing. */
  async take(address: string, email: string): Promise<void> {
    await this.limiter.take(
      { key: `apply:ip:${address}`, ...APPLY_PER_ADDRESS },
      ...(email ? [{ key: `apply:email:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`, ...APPLY_PER_EMAIL }] : []),
    );
  }
}
