import { randomInt } from 'node:crypto';
import { DomainError } from '../domain/domain-error.js';
import { argon2Hash, argon2Verify } from '../domain/argon2.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/*
 * One-time codes sent by SMS (confirm a phone, recover a password, and later the SMS-confirmed
 * owner actions of companies): how they are made, hashed, checked, limited and answered. Each
 * context keeps its own table of codes; these rules are the same for all of them.
 */

/** The security baseline: a code lives 10 minutes, allows 5 wrong tries, may be resent after 90 s. */
export const CODE_POLICY = { ttlMs: 10 * 60_000, maxAttempts: 5, resendAfterSeconds: 90 } as const;

/** SMS sent per phone and per address in an hour. */
export const SMS_POLICY = { perPhone: 5, perAddress: 10, windowSeconds: 3600 } as const;

/** Redis key parts of the code limits, under the namespace of the context's RateLimiter. */
export const CODE_LIMIT_KEYS = {
  /**
   * `requester`: whoever asks (a user id), or `anyone` for an anonymous flow, so a stranger asking
   * codes for your phone never starts your cooldown.
   */
  codeCooldown: (purpose: string, requester: string, phone: string) => `code-cooldown:${purpose}:${requester}:${phone}`,
  smsPhone: (phone: string) => `sms:phone:${phone}`,
  smsAddress: (ip: string) => `sms:ip:${ip}`,
} as const;

export const CodeErrors = {
  codeInvalid: () => DomainError.badRequest('CODE_INVALID', 'auth.codeInvalid', { confirm_phone_code: 'auth.codeInvalid' }),
  codeExpired: () => DomainError.badRequest('CODE_EXPIRED', 'auth.codeExpired', { confirm_phone_code: 'auth.codeExpired' }),
  codeAttemptsExceeded: (seconds: number) => DomainError.tooManyRequests(seconds, 'CODE_ATTEMPTS_EXCEEDED', 'auth.codeAttemptsExceeded'),
};

/**
 * Six digits from the CSPRNG, never starting with 0: the specification sends the code "as a number",
 * which would drop a leading zero.
 */
export function newCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

/**
 * A six-digit code has only 900 000 values, so a fast hash of it could be reversed at once from a
 * leaked table. argon2id with a random salt makes each guess cost ~tens of milliseconds, longer in
 * total than the code's ten-minute life. Purpose and phone are part of the hashed text, so a code
 * works only for what it was sent for.
 */
function codeMaterial(code: string, purpose: string, phone: string): string {
  return `${purpose}|${phone}|${code}`;
}

export function hashCode(code: string, purpose: string, phone: string): Promise<string> {
  return argon2Hash(codeMaterial(code, purpose, phone));
}

export function verifyCode(stored: string, code: string, purpose: string, phone: string): Promise<boolean> {
  return argon2Verify(stored, codeMaterial(code, purpose, phone));
}

export type CodeState = 'active' | 'expired' | 'used' | 'exhausted';

/** What a stored one-time code allows now: only an `active` code may be checked against input. */
export function codeState(code: { expiresAt: Date; attempts: number; consumedAt?: Date | null }, now: Date): CodeState {
  if (code.consumedAt) return 'used';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.attempts >= CODE_POLICY.maxAttempts) return 'exhausted';
  return 'active';
}

/** A new code for the phone and purpose: the plaintext (to send once) and what the table keeps. */
export async function issueCode(purpose: string, phone: string, now: Date): Promise<{ code: string; codeHash: string; expiresAt: Date }> {
  const code = newCode();
  return { code, codeHash: await hashCode(code, purpose, phone), expiresAt: new Date(now.getTime() + CODE_POLICY.ttlMs) };
}

/**
 * Spends the limits of one code request before anything is sent: the 90-second resend cooldown per
 * requester, phone and purpose, then the hourly SMS limits per phone and per address, counted
 * atomically together (429 past any of them). `release` ends the cooldown and gives the SMS back
 * when nothing was sent after all, so the person may ask again at once.
 */
export async function reserveCodeSms(
  limits: RateLimiter,
  input: { purpose: string; phone: string; ip: string; requester: string },
  /** A context whose codes are a working day's routine (company owner actions) allows more. */
  policy: { perPhone: number; perAddress: number } = SMS_POLICY,
): Promise<{ release(): Promise<void> }> {
  const cooldown = CODE_LIMIT_KEYS.codeCooldown(input.purpose, input.requester, input.phone);
  const sending = [CODE_LIMIT_KEYS.smsPhone(input.phone), CODE_LIMIT_KEYS.smsAddress(input.ip)] as const;
  await limits.startCooldown(cooldown, CODE_POLICY.resendAfterSeconds);
  try {
    await limits.take(
      { key: sending[0], limit: policy.perPhone, windowSeconds: SMS_POLICY.windowSeconds },
      { key: sending[1], limit: policy.perAddress, windowSeconds: SMS_POLICY.windowSeconds },
    );
  } catch (error) {
    await limits.reset(cooldown);
    throw error;
  }
  return {
    release: async () => {
      await limits.reset(cooldown);
      await limits.giveBack(...sending);
    },
  };
}

/** The stored side of a code, as any context's table keeps it. */
export interface StoredCode {
  phone: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt?: Date | null;
}

export type CodeFailureReason = 'missing' | 'expired' | 'exhausted' | 'wrong';
export type CodeCheck<T extends StoredCode = StoredCode> =
  | { ok: true; code: T }
  | { ok: false; reason: CodeFailureReason; phone: string | null };

/**
 * Checks input against the newest live code (the caller loads it locked, inside its transaction, so
 * a code is used once even under concurrent calls). A wrong code costs one attempt, which the
 * caller commits even though the call fails; the right one is consumed.
 */
export async function checkCode<T extends StoredCode>(code: T | null, purpose: string, input: string, now: Date): Promise<CodeCheck<T>> {
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

/** The answer to a failed check in an authenticated code call (a flow that must not tell more answers uniformly instead). */
export async function codeFailure(
  limits: RateLimiter,
  reason: CodeFailureReason,
  purpose: string,
  phone: string | null,
  requester: string,
): Promise<Error> {
  if (reason === 'wrong') return CodeErrors.codeInvalid();
  if (reason === 'exhausted') {
    // The wait until a new code may be asked for; at least a second.
    const wait = phone ? await limits.secondsLeft(CODE_LIMIT_KEYS.codeCooldown(purpose, requester, phone)) : 0;
    return CodeErrors.codeAttemptsExceeded(Math.max(1, wait));
  }
  return CodeErrors.codeExpired();
}
