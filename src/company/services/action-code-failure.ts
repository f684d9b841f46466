import { CODE_LIMIT_KEYS, type CodeFailureReason } from '../../shared/codes/one-time-code.js';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { CompanyErrors } from '../domain/company.errors.js';

/** The answer to a failed code: 400 CODE_INVALID / CODE_EXPIRED, 429 once the attempts are spent. */
export async function actionCodeFailure(
  limits: RateLimiter,
  reason: CodeFailureReason,
  purpose: string,
  phone: string | null,
  userId: string,
): Promise<Error> {
  if (reason === 'wrong') return CompanyErrors.codeInvalid();
  if (reason === 'exhausted') {
    const wait = phone ? await limits.secondsLeft(CODE_LIMIT_KEYS.codeCooldown(purpose, userId, phone)) : 0;
    return CompanyErrors.codeAttemptsExceeded(Math.max(1, wait));
  }
  return CompanyErrors.codeExpired();
}
