import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { issueCode, reserveCodeSms } from '../../shared/codes/one-time-code.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { LIMIT_KEYS } from '../domain/limit-keys.js';
import type { CodePurpose } from '../domain/policy.js';
import { OneTimeCode, User } from '../domain/user.entity.js';
import type { StagedNotification } from '../../notifications/notifications.contract.js';
import { SecretMessages } from './secret-messages.js';

export { codeFailure } from '../../shared/codes/one-time-code.js';

/**
 * Sends a one-time code by SMS: the shared code limits (shared/codes; the resend cooldown belongs
 * to the requesting user, or to `anyone` in the forgot flow), then a new code (older ones of the
 * user and purpose retired) committed together with its stored SMS, queued after the commit.
 * `user` is null when the phone belongs to no account (forgot password): the limits, the code's
 * hashing and a lookup are spent all the same and nothing is sent, so neither the answer nor its
 * time tells whether an account has it.
 */
export async function sendCode(
  deps: { em: EntityManager; limits: RateLimiter; messages: SecretMessages },
  input: { user: User | null; phone: string; purpose: CodePurpose; ip: string },
): Promise<void> {
  const { em, limits, messages } = deps;
  const requester = input.purpose === 'confirm-phone' && input.user ? input.user.id : 'anyone';
  const reservation = await reserveCodeSms(limits, { ...input, requester });
  if (input.purpose === 'reset-password') await limits.reset(LIMIT_KEYS.resetCodePhone(input.phone));
  const user = input.user;
  const now = new Date();
  const { code, codeHash, expiresAt } = await issueCode(input.purpose, input.phone, now);
  if (!user) {
    // The same first statement in a transaction as below (it matches nothing new), so time tells little.
    await em.transactional((tx) =>
      tx.nativeUpdate(
        OneTimeCode,
        { phone: input.phone, purpose: input.purpose, consumedAt: null, expiresAt: { $lt: now } },
        { consumedAt: now },
      ),
    );
    return;
  }
  const id = randomUUID();
  let sms: StagedNotification;
  try {
    sms = await em.transactional(async (tx) => {
      await tx.nativeUpdate(OneTimeCode, { user: user.id, purpose: input.purpose, consumedAt: null }, { consumedAt: now });
      tx.create(OneTimeCode, { id, user, purpose: input.purpose, phone: input.phone, codeHash, createdAt: now, expiresAt });
      if (input.purpose === 'reset-password') user.passwordResetRequested('sms', id);
      else user.phoneCodeRequested(input.phone, input.purpose, id);
      tx.persist(user);
      return messages.codeSms(tx, {
        codeId: id,
        code,
        expiresAt,
        phone: input.phone,
        lang: user.lang as Lang,
        reset: input.purpose === 'reset-password',
      });
    });
  } catch (error) {
    // Nothing was stored, so nothing will be sent: let the person ask again at once.
    await reservation.release();
    throw error;
  }
  // Committed with its code: the SMS follows even if it cannot be queued this moment.
  await messages.dispatch(sms);
}
