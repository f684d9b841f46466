import { createHash, randomBytes } from 'node:crypto';
import { argon2Hash, argon2Verify } from '../../shared/domain/argon2.js';

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return argon2Verify(stored, password);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification when there is no account, so timing does not tell. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** 256-bit random token for sessions, e-mail links and reset tokens (URL-safe, 43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 bits of entropy, so a fast hash is enough: what the database keeps is useless to a reader. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
