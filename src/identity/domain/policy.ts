import { CODE_POLICY, SMS_POLICY } from '../../shared/codes/one-time-code.js';

/** The limits of the security baseline (docs/architecture.md, "Security baseline"; figures in docs/identity.md), in one place. */
export const POLICY = {
  sessionTtlMs: { remember: 30 * 24 * 3600_000, normal: 24 * 3600_000 },
  session: {
    /** A session unused this long ends, whatever its absolute expiry (ASVS 5.0 7.3.1). */
    idleMs: { remember: 7 * 24 * 3600_000, normal: 2 * 3600_000 },
    /** Last use is written at most this often, so a busy session costs no write per request. */
    touchAfterMs: 60_000,
    /** Live sessions one account may hold; opening one more ends the oldest. */
    maxLive: 10,
  },
  emailConfirmTtlMs: 24 * 3600_000,
  resetTokenTtlMs: 30 * 60_000,
  code: CODE_POLICY,
  /** Failed logins (and wrong current passwords) before 429: per account in 15 min, per address in an hour. */
  loginFailures: { perAccount: 10, accountWindowSeconds: 15 * 60, perAddress: 30, addressWindowSeconds: 3600 },
  /** Wrong codes per address in an hour; per code the limit is `code.maxAttempts`. */
  codeFailures: { perAddress: 30, windowSeconds: 3600 },
  sms: SMS_POLICY,
  /** E-mails with links (registration, resend, forgot) a single address may trigger in an hour. */
  emailsPerAddress: { limit: 20, windowSeconds: 3600 },
  /** Account e-mails (confirmation, reset) are resent to one address not more often than this. */
  emailResendSeconds: 90,
  /** "Someone tried to register with your address" reaches one address at most this often. */
  registrationNoticeSeconds: 3600,
  profile: { extraPhones: 3, extraEmails: 3, socials: 4, nameLength: 100, linkLength: 255 },
  avatar: { maxBytes: 5 * 1024 * 1024, sizes: [110, 330] as const, maxPixels: 40_000_000 },
  password: { min: 8, max: 50 },
  loginMax: 100,
} as const;

export type CodePurpose = 'confirm-phone' | 'reset-password';
