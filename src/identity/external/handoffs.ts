import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REDIS } from '../../shared/redis/redis.module.js';

/** What the provider vouched for, handed from the callback to the web app's sign-in call. */
export interface Vouched {
  email: string;
  remember: boolean;
}

/** Seconds a hand-over waits for the web app: it asks for it right after the page loads. */
export const HANDOFF_SECONDS = 120;

const key = (code: string) => `identity:external:${sha256(code)}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The one-time hand-over between the provider's callback (a page navigation, which cannot answer
 * the web app a token) and the web app's sign-in call. The callback leaves a random code in the
 * address's fragment (never sent to a server, nor in a Referer) and a random binding in an HttpOnly
 * cookie; the call needs both, once, within HANDOFF_SECONDS. Redis keeps only their hashes, so
 * neither a dump nor a look at the keys signs anyone in; a code met in another browser, without its
 * cookie, is refused (no signing a victim in to the attacker's account).
 */
@Injectable()
export class ExternalHandoffs {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(vouched: Vouched): Promise<{ code: string; binding: string }> {
    const code = randomBytes(32).toString('base64url');
    const binding = randomBytes(32).toString('base64url');
    await this.redis.set(key(code), JSON.stringify({ ...vouched, binding: sha256(binding) }), 'EX', HANDOFF_SECONDS);
    return { code, binding };
  }

  /** What the code stands for, once; null when it is unknown, used, expired, or its binding differs. */
  async take(code: string, binding: string | undefined): Promise<Vouched | null> {
    const stored = await this.redis.getdel(key(code));
    if (!stored || !binding) return null;
    const record = JSON.parse(stored) as Vouched & { binding: string };
    const expected = Buffer.from(record.binding);
    const given = Buffer.from(sha256(binding));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { email: record.email, remember: record.remember };
  }
}
