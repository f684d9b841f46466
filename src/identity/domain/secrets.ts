import { createHash, randomBytes } from 'node:crypto';
import { argon2Hash, argon2Verify } from '../../shared/domain/argon2.js';

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password);
}

/**
 * What an account made for an invited person holds until they choose their password from the
 * invitation link: no hash of anything, so no password signs in with it. Whoever invited them
 * never chooses it (the forms' password fields are not stored).
 */
export const NO_PASSWORD = '!unset';

/** Whether a stored value is a password hash at all (and not NO_PASSWORD). */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('$argon2');
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  // An account without a password refuses every one, in the time a real verification takes.
  if (!isPasswordHash(stored)) return verifyAgainstNothing(password);
  return argon2Verify(stored, password);
}

/**
 * The argon2id hash (same settings as every stored one) of a random text nobody kept: verifying
 * against it costs what a real verification costs, and a fixed value adds no first-call hashing.
 */
const NOBODYS_HASH = '$argon2id$v=19$m=19456,t=2,p=1$LOWe4beEBXblhKS5RSDKjA$KhRE4O1gM6giZLSouGLsiBeVNm3k+eRocEYzx1v6cCU';

/** Spends the time of one verification when there is no account (or no code), so timing does not tell. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(NOBODYS_HASH, password);
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
