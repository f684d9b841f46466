import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from './secrets.js';
import { AccountToken, OneTimeCode, User, type AccountTokenPurpose } from './user.entity.js';

/** A token's plaintext, its hash and its life: what issuing one computes. */
function mintAccountToken(ttlMs: number, now: Date): { id: string; token: string; tokenHash: string; expiresAt: Date } {
  const token = newToken();
  return { id: randomUUID(), token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** A new single-use link token for the user (persisted with the caller's flush); the plaintext is returned once. */
export function issueAccountToken(
  em: EntityManager,
  user: User,
  purpose: AccountTokenPurpose,
  ttlMs: number,
  now = new Date(),
): { id: string; token: string; expiresAt: Date } {
  const { id, token, tokenHash, expiresAt } = mintAccountToken(ttlMs, now);
  em.create(AccountToken, { id, user, purpose, tokenHash, expiresAt });
  return { id, token, expiresAt };
}

/** What `issueAccountToken` computes (a token and its hash), stored nowhere: the work of a reset for an e-mail with no account. */
export function rehearseAccountToken(ttlMs: number, now = new Date()): { id: string; token: string; expiresAt: Date } {
  const { id, token, expiresAt } = mintAccountToken(ttlMs, now);
  return { id, token, expiresAt };
}

/**
 * The usable token behind a plaintext, locked for this transaction so two concurrent uses cannot
 * both succeed; null when unknown, used, expired or meant for something else.
 */
export async function takeAccountToken(
  em: EntityManager,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountToken | null> {
  const record = await em.findOne(AccountToken, { tokenHash: hashToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!record?.isUsable(purpose, now)) return null;
  record.consumedAt = now;
  return record;
}

/** Ends every other outstanding token of that purpose: only the newest link (or none) stays valid. */
export async function retireAccountTokens(
  em: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
  keepId?: string,
): Promise<void> {
  await em.nativeUpdate(
    AccountToken,
    { user: userId, purpose, consumedAt: null, ...(keepId ? { id: { $ne: keepId } } : {}) },
    { consumedAt: now },
  );
}

/**
 * A new password ends every way to set another one that was issued before it: reset links and
 * reset codes alike, so a link or SMS code lying in an old mailbox or phone is worthless.
 */
export async function retirePasswordResets(tx: EntityManager, userId: string, now: Date): Promise<void> {
  await retireAccountTokens(tx, userId, 'reset-password', now);
  await tx.nativeUpdate(OneTimeCode, { user: userId, purpose: 'reset-password', consumedAt: null }, { consumedAt: now });
}

export { normalizeEmail } from '../../shared/domain/email.js';
