import { randomInt } from 'node:crypto';
import { edrpouCheckDigit } from '../../src/company/domain/edrpou.js';

/**
 * A random EDRPOU code with a correct control digit. Suites share one database per run and a code
 * may be held by one live company only, so a fixed published code in two suites collides.
 */
export function uniqueEdrpou(): string {
  const seven = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return seven + String(edrpouCheckDigit([...seven].map(Number), Number(`${seven}0`)));
}
