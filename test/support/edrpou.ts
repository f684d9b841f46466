import { randomInt } from 'node:crypto';
import { edrpouCheckDigit, isValidEdrpou } from '../../src/company/domain/edrpou.js';

const CODES = 10_000_000;
/** Where this module registry's codes start: each jest test file (a flow group) has its own. */
let next = randomInt(0, CODES);

/**
 * An EDRPOU code with a correct control digit that no earlier call in this module registry gave.
 * A code may be held by one live company only, and a flow group registers thousands of companies
 * in its worker's database (2,397 in the company group): seven random digits drawn each time met
 * a code already taken (a registration answered 409 in one of eight fresh clones on 2026-11-28).
 * Consecutive codes from a random start cannot meet within a registry; two registries on one
 * database (two group files in turn on a worker) overlap only if their starts fall within a few
 * thousand of each other (about 1 in 2,000).
 */
export function uniqueEdrpou(): string {
  const seven = String(next).padStart(7, '0');
  next = (next + 1) % CODES;
  const code = seven + String(edrpouCheckDigit([...seven].map(Number), Number(`${seven}0`)));
  // The control digit also fits codes the register refuses (00000000): step over them.
  return isValidEdrpou(code) ? code : uniqueEdrpou();
}
