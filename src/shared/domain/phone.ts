/**
 * Phones are kept in one normal form: the ten significant digits of a Ukrainian number
 * (0991234567). Input may carry the +38 / +380 / 38 prefix or none, and spaces, brackets and dashes.
 */
const ALLOWED = /^\+?[\d\s()-]+$/;

export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const text = String(input).trim();
  if (text.length === 0 || text.length > 30 || !ALLOWED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  // +38 (099) ... and +380 99 ... both spell 38 + the ten national digits.
  if (digits.length === 12 && digits.startsWith('38')) return digits.slice(2);
  return null;
}

/** The international form Twilio and people outside Ukraine read: +380991234567. */
export function internationalPhone(phone: string): string {
  return `+38${phone}`;
}

/** A login identifier is a phone when it is numeric (digits with the usual phone punctuation). */
export function looksLikePhone(value: string): boolean {
  return ALLOWED.test(value.trim()) && /\d/.test(value);
}

/**
 * A phone in E.164 (+380991234567): a Ukrainian number in any form `normalizePhone` reads becomes
 * +380 and its nine digits; any other number must be written internationally, + and 8 to 15 digits.
 * Null when it is neither (the candidates' phones of the recruiting context are kept this way).
 */
export function e164Phone(input: unknown): string | null {
  const ukrainian = normalizePhone(input);
  if (ukrainian) return internationalPhone(ukrainian);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text.startsWith('+') || !ALLOWED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}
