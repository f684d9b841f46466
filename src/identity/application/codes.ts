import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { codeState, POLICY, type CodePurpose } from '../domain/policy.js';
import { hashCode, newCode, verifyCode } from '../domain/secrets.js';
import { OneTimeCode, User } from '../domain/user.entity.js';
import { LIMIT_KEYS, RateLimiter } from './rate-limiter.js';
import { SecretMessages } from './secret-messages.js';

/**
 * Sends a one-time code by SMS: the 90-second resend cooldown per phone and purpose, the hourly
 * limits per phone and per address, then a new code (older ones of the user and purpose retired)
 * committed and the SMS queued. `user` is null when the phone belongs to no account (forgot
 * password): the limits are spent all the same and nothing is sent, so answers do not differ.
 */
export async function sendCode(
  deps: { em: EntityManager; limits: RateLimiter; messages: SecretMessages },
  input: { user: User | null; phone: string; purpose: CodePurpose; ip: string },
): Promise<void> {
  const { em, limits, messages } = deps;
  const cooldown = LIMIT_KEYS.codeCooldown(input.purpose, input.phone);
  await limits.startCooldown(cooldown, POLICY.code.resendAfterSeconds);
  try {
    await limits.consume(LIMIT_KEYS.smsPhone(input.phone), POLICY.sms.perPhone, POLICY.sms.windowSeconds);
    await limits.consume(LIMIT_KEYS.smsAddress(input.ip), POLICY.sms.perAddress, POLICY.sms.windowSeconds);
  } catch (error) {
    await limits.reset(cooldown);
    throw error;
  }
  if (input.purpose === 'reset-password') await limits.reset(LIMIT_KEYS.resetCodePhone(input.phone));
  const user = input.user;
  if (!user) return;

  const code = newCode();
  const codeHash = await hashCode(code, input.purpose, input.phone);
  const now = new Date();
  const id = randomUUID();
  try {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(OneTimeCode, { user: user.id, purpose: input.purpose, consumedAt: null }, { consumedAt: now });
      tx.create(OneTimeCode, { id, user, purpose: input.purpose, phone: input.phone, codeHash, expiresAt: new Date(now.getTime() + POLICY.code.ttlMs) });
      if (input.purpose === 'reset-password') user.passwordResetRequested('sms', id);
      else user.phoneCodeRequested(input.phone, input.purpose, id);
      tx.persist(user);
    });
    await messages.codeSms({ codeId: id, code, phone: input.phone, lang: user.lang as Lang, reset: input.purpose === 'reset-password' });
  } catch (error) {
    // Nothing was sent: let the person ask again at once.
    await limits.reset(cooldown);
    throw error;
  }
}

export type CodeFailureReason = 'missing' | 'expired' | 'exhausted' | 'wrong';
export type CodeCheck = { ok: true; code: OneTimeCode } | { ok: false; reason: CodeFailureReason; phone: string | null };

/**
 * Checks input against the newest live code of the user and purpose inside the caller's
 * transaction (row locked, so a code is used once even under concurrent calls). A wrong code
 * costs one attempt, which the caller commits even though the call fails.
 */
export async function checkCode(tx: EntityManager, userId: string, purpose: CodePurpose, input: string, phone?: string): Promise<CodeCheck> {
  const now = new Date();
  const code = await tx.findOne(
    OneTimeCode,
    { user: userId, purpose, consumedAt: null, ...(phone ? { phone } : {}) },
    { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!code) return { ok: false, reason: 'missing', phone: null };
  const state = codeState(code, now);
  if (state === 'expired' || state === 'used') return { ok: false, reason: 'expired', phone: code.phone };
  if (state === 'exhausted') return { ok: false, reason: 'exhausted', phone: code.phone };
  if (!(await verifyCode(code.codeHash, input, purpose, code.phone))) {
    code.attempts += 1;
    return { ok: false, reason: 'wrong', phone: code.phone };
  }
  code.consumedAt = now;
  return { ok: true, code };
}

/** The answer to a failed check in an authenticated code call (the reset flow answers uniformly instead). */
export async function codeFailure(limits: RateLimiter, reason: CodeFailureReason, purpose: CodePurpose, phone: string | null): Promise<Error> {
  if (reason === 'wrong') return IdentityErrors.codeInvalid();
  if (reason === 'exhausted') {
    // The wait until a new code may be asked for; at least a second.
    const wait = phone ? await limits.secondsLeft(LIMIT_KEYS.codeCooldown(purpose, phone)) : 0;
    return IdentityErrors.codeAttemptsExceeded(Math.max(1, wait));
  }
  return IdentityErrors.codeExpired();
}
