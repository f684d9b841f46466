// Client-side rules of specification 000, §5 (and the limits of §9). Pure functions: the machines
// call them, the screens only show what the machines decided. The server checks the same rules.
import { isApiError } from '../../app/api';
import { parseDisplayDate } from '../../shared/forms/date';
import { isPhoneLike, nationalPhone } from '../../shared/forms/phone';

export const LIMITS = {
  loginMax: 100,
  passwordMin: 8,
  passwordMax: 50,
  nameMax: 100,
  codeLength: 6,
} as const;

/** Keys of `common:validation.*`; their Russian texts are the specification's. */
export type ValidationKey = 'required' | 'format' | 'tooLong' | 'passwordMin' | 'passwordsMismatch' | 'phone' | 'date' | 'code';

/** A client rule (translated on screen) or a server message (already in the user's language). */
export type Problem = { key: ValidationKey } | { text: string };

export type FieldProblems<F extends string> = Partial<Record<F, Problem>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const problem = (key: ValidationKey): Problem => ({ key });

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Login and forgot: an e-mail, or a 10-digit phone when numeric. */
export function checkIdentifier(value: string): Problem | null {
  const text = value.trim();
  if (text === '') return problem('required');
  if (text.length > LIMITS.loginMax) return problem('tooLong');
  if (isPhoneLike(text)) return nationalPhone(text) ? null : problem('format');
  return isEmail(text) ? null : problem('format');
}

export function checkEmail(value: string): Problem | null {
  const text = value.trim();
  if (text === '') return problem('required');
  if (text.length > LIMITS.loginMax) return problem('tooLong');
  return isEmail(text) ? null : problem('format');
}

export function checkPassword(value: string): Problem | null {
  if (value === '') return problem('required');
  if (value.length < LIMITS.passwordMin) return problem('passwordMin');
  if (value.length > LIMITS.passwordMax) return problem('tooLong');
  return null;
}

export function checkRepeat(repeat: string, password: string): Problem | null {
  if (repeat === '') return problem('required');
  return repeat === password ? null : problem('passwordsMismatch');
}

/** SMS code: required, numeric, 6 digits. */
export function checkCode(value: string): Problem | null {
  const text = value.trim();
  if (text === '') return problem('required');
  return new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(text) ? null : problem('code');
}

export function checkRequiredText(value: string, max: number = LIMITS.nameMax): Problem | null {
  const text = value.trim();
  if (text === '') return problem('required');
  return text.length > max ? problem('tooLong') : null;
}

export function checkOptionalText(value: string, max: number = LIMITS.nameMax): Problem | null {
  return value.trim().length > max ? problem('tooLong') : null;
}

/** Digits of the phone mask: empty → required, anything but ten digits → 'Некорректный телефон'. */
export function checkPhoneDigits(digits: string): Problem | null {
  if (digits === '') return problem('required');
  return /^\d{10}$/.test(digits) ? null : problem('phone');
}

export function checkBirthDate(value: string, today?: Date): Problem | null {
  if (value.trim() === '') return problem('required');
  return parseDisplayDate(value, today) ? null : problem('date');
}

/** Keeps only the problems that exist, so "no key" means "valid". */
export function compact<F extends string>(problems: Record<F, Problem | null>): FieldProblems<F> {
  const result: FieldProblems<F> = {};
  for (const [field, found] of Object.entries(problems) as [F, Problem | null][]) if (found) result[field] = found;
  return result;
}

export function hasProblems(problems: FieldProblems<string>): boolean {
  return Object.keys(problems).length > 0;
}

/** What a failed call tells the form: per-field server messages (renamed to the form's fields) and a general message. */
export function serverProblems<F extends string>(error: unknown, rename: Partial<Record<string, F>> = {}): { fields: FieldProblems<F>; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const fields: FieldProblems<F> = {};
  for (const [name, text] of Object.entries(error.fields)) {
    const field = rename[name] ?? (name as F);
    fields[field] = { text };
  }
  return { fields, message: error.msg || error.code };
}

/** Seconds a 429 asks to wait, or null when the failure was something else. */
export function retryAfterOf(error: unknown): number | null {
  return isApiError(error) && error.status === 429 ? (error.retryAfter ?? null) : null;
}
