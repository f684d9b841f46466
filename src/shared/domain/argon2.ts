import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id settings (m=19 MiB, t=2, p=1). The algorithm is left at the library default,
 * which is argon2id: its `Algorithm` is a const enum that does not exist at run time.
 */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

let runs = 0;

/**
 * How many argon2 computations this process has run. Enumeration tests compare it across answers
 * (a known and an unknown account must cost the same work) without timing anything.
 */
export function argon2Work(): number {
  return runs;
}

/** A salted argon2id hash of a low-entropy secret (a password, a six-digit code). */
export function argon2Hash(text: string): Promise<string> {
  runs += 1;
  return hash(text, ARGON2);
}

/** False for a wrong text and for anything that is not an argon2 hash. */
export async function argon2Verify(stored: string, text: string): Promise<boolean> {
  runs += 1;
  try {
    return await verify(stored, text);
  } catch {
    return false;
  }
}
