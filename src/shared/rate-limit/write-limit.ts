import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { REDIS } from '../redis/redis.module.js';
import { RateLimiter } from './rate-limiter.js';

export const LIMIT_WRITES_KEY = 'rate:limit-writes';

/**
 * The route (or every route of the controller) changes stored data for the signed-in caller: it
 * counts toward the caller's write limit (WRITE_RATE_LIMIT per WRITE_RATE_WINDOW_SECONDS, all
 * such routes together). Reads are never marked, so a flood of writes never stops an account
 * from reading.
 */
export const LimitWrites = () => SetMetadata(LIMIT_WRITES_KEY, true);

/**
 * Answers 429 TOO_MANY_REQUESTS (with Retry-After) once an account made its writes of the window,
 * before the write does any work. Bound globally after the auth guard, which names the caller;
 * a marked route without a signed-in caller is the auth guard's to refuse, not this one's.
 */
@Injectable()
export class WriteLimitGuard implements CanActivate {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limiter = new RateLimiter(redis, 'http');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.reflector.getAllAndOverride<boolean | undefined>(LIMIT_WRITES_KEY, [context.getHandler(), context.getClass()])) return true;
    const user = context.switchToHttp().getRequest<FastifyRequest>().authUser;
    if (!user) return true;
    const { count, windowSeconds } = this.config.writeLimit;
    await this.limiter.take({ key: `writes:user:${user.userId}`, limit: count, windowSeconds, messageKey: 'error.tooManyWrites' });
    return true;
  }
}
