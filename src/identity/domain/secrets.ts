import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * OWASP's argon2id settings (m=19 MiB, t=2, p=1). The algorithm is left at the library default,
 * which is argon2id: its `Algorithm` is a const enum that does not exist at run time.
 */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

let argon2Runs = 0;

/**
 * How many argon2 computations this process has run. Enumeration tests compare it across answers
 * (a known and an unknown account must cost the same work) without timing anything.
 */
export function argon2Work(): number {
  return argon2Runs;
}

export function hashPassword(password: string): Promise<string> {
  argon2Runs += 1;
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  argon2Runs += 1;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification when there is no account, so timing does not tell. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2);
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
  return hashPassword(codeMaterial(code, purpose, phone));
}

export function verifyCode(stored: string, code: string, purpose: string, phone: string): Promise<boolean> {
  return verifyPassword(stored, codeMaterial(code, purpose, phone));
}
