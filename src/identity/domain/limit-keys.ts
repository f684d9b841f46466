import { CODE_LIMIT_KEYS } from '../../shared/codes/one-time-code.js';

/** Redis key parts of identity's limits (documented in one place so tests and operators can find them). */
export const LIMIT_KEYS = {
  loginAccount: (accountKey: string) => `login:acct:${accountKey}`,
  loginAddress: (ip: string) => `login:ip:${ip}`,
  codeAddress: (ip: string) => `code-fail:ip:${ip}`,
  resetCodePhone: (phone: string) => `code-fail:reset:${phone}`,
  ...CODE_LIMIT_KEYS,
  emailCooldown: (purpose: string, email: string) => `mail-cooldown:${purpose}:${email}`,
  emailAddress: (ip: string) => `mail:ip:${ip}`,
} as const;
