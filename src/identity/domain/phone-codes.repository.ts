import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkCode as checkStoredCode, type CodeCheck } from '../../shared/codes/one-time-code.js';
import type { CodePurpose } from './policy.js';
import { OneTimeCode } from './user.entity.js';

export type PhoneCodeCheck = CodeCheck<OneTimeCode>;
export type { PhoneCodeCheck as CodeCheck };

/**
 * Checks input against the newest live code of the user and purpose inside the caller's
 * transaction (row locked, so a code is used once even under concurrent calls). A wrong code
 * costs one attempt, which the caller commits even though the call fails.
 */
export async function checkCode(
  tx: EntityManager,
  userId: string,
  purpose: CodePurpose,
  input: string,
  phone?: string,
): Promise<PhoneCodeCheck> {
  const code = await tx.findOne(
    OneTimeCode,
    { user: userId, purpose, consumedAt: null, ...(phone ? { phone } : {}) },
    { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  return checkStoredCode(code, purpose, input, new Date());
}
