// The EDRPOU control digit, the same published rule as src/company/domain/edrpou.ts (the web may
// not import the server): the form says "wrong code" while the user types, before any call.
const BASE_WEIGHTS = [1, 2, 3, 4, 5, 6, 7] as const;
const SHIFTED_WEIGHTS = [7, 1, 2, 3, 4, 5, 6] as const;

export function edrpouCheckDigit(firstSeven: readonly number[], code: number): number {
  const weights = code >= 30_000_000 && code <= 60_000_000 ? SHIFTED_WEIGHTS : BASE_WEIGHTS;
  const remainder = (extra: number) => firstSeven.reduce((sum, digit, i) => sum + digit * (weights[i]! + extra), 0) % 11;
  let result = remainder(0);
  if (result === 10) result = remainder(2);
  return result === 10 ? 0 : result;
}

export function isValidEdrpou(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return edrpouCheckDigit(digits.slice(0, 7), Number(value)) === digits[7];
}

export type CodeProblem = 'required' | 'codeMin' | 'edrpou';

/** The problem of the code field, in the server's order (spec §5): required, length, control digit. */
export function codeProblem(value: string): CodeProblem | null {
  if (value === '') return 'required';
  if (value.length < 8) return 'codeMin';
  return isValidEdrpou(value) ? null : 'edrpou';
}

/** What the code input keeps of what was typed or pasted: digits only, at most eight. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 8);
}
