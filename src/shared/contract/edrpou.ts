/*
 * The published control-digit rule of EDRPOU codes (the Ukrainian register of legal entities),
 * once for both sides: the server refuses a code that breaks it (src/company/http/company.dto.ts),
 * the web's company forms say "wrong code" while the user types (web/src/features/companies/edrpou.ts).
 * Codes between 30000000 and 60000000 use the shifted weights 7,1,2,...,6; the others 1..7. A
 * remainder of 10 is recomputed with every weight raised by 2, and a second 10 counts as 0.
 */
const BASE_WEIGHTS = [1, 2, 3, 4, 5, 6, 7] as const;
const SHIFTED_WEIGHTS = [7, 1, 2, 3, 4, 5, 6] as const;

export function edrpouCheckDigit(firstSeven: readonly number[], code: number): number {
  const weights = code >= 30_000_000 && code <= 60_000_000 ? SHIFTED_WEIGHTS : BASE_WEIGHTS;
  const remainder = (extra: number) => firstSeven.reduce((sum, digit, i) => sum + digit * (weights[i]! + extra), 0) % 11;
  let result = remainder(0);
  if (result === 10) result = remainder(2);
  return result === 10 ? 0 : result;
}

/**
 * Exactly eight digits whose last one is the control digit of the first seven, and not one digit
 * eight times: `00000000` satisfies the control digit but is the placeholder people type, no register
 * entry (no other repeated digit passes the rule, refused alike should the rule ever let one through).
 */
export function isValidEdrpou(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value) || /^(\d)\1{7}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return edrpouCheckDigit(digits.slice(0, 7), Number(value)) === digits[7];
}
