// Client-side rules of specification 000, §5 (and the limits of §9) for every form of the SPA:
// sign-in, profile creation and the settings. Pure functions: the machines call them, the screens
// only show what the machines decided. The server checks the same rules.
// Machines keep a problem as a rule key (the screen translates it, so a language switch never
// strands a stale text) or as the server's own text, already in the user's language.
import { parseDisplayDate } from './date';
import { isPhoneLike, nationalPhone } from './phone';

export const LIMITS = {
  /** An e-mail, or the login identifier (e-mail or phone). */
  loginMax: 100,
  nameMax: 100,
  /** A social-network link of the profile. */
  linkMax: 255,
  passwordMin: 8,
  passwordMax: 50,
  codeLength: 6,
} as const;

/** Keys of `common:validation.*`; their Russian texts are the specification's. */
export type ValidationKey = 'required' | 'format' | 'email' | 'tooLong' | 'passwordMin' | 'passwordsMismatch' | 'phone' | 'date' | 'code';

/** A client rule (translated on screen) or a server message (already in the user's language). */
export type Problem = { key: ValidationKey } | { text: string };

/** The problems of a form by field; "no key" means "valid". */
export type FieldProblems<F extends string = string> = Partial<Record<F, Problem>>;

export const invalid = (key: ValidationKey): Problem => ({ key });

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Login and forgot: an e-mail, or a phone with ten significant digits when numeric. A numeric
 * value that is no phone is 'format' on the sign-in screens (the server's identifier message) and
 * 'phone' in the settings reset modal: `badPhone` says which.
 */
export function checkIdentifier(value: string, badPhone: 'format' | 'phone' = 'format'): Problem | null {
  const text = value.trim();
  if (text === '') return invalid('required');
  if (text.length > LIMITS.loginMax) return invalid('tooLong');
  if (isPhoneLike(text)) return nationalPhone(text) ? null : invalid(badPhone);
  return isEmail(text) ? null : invalid('format');
}

/** An e-mail field: empty is 'required', a malformed one the e-mail text (spec 001 §5's 'Не валидний адрес!', in Russian). */
export function checkEmail(value: string): Problem | null {
  const text = value.trim();
  if (text === '') return invalid('required');
  if (text.length > LIMITS.loginMax) return invalid('tooLong');
  return isEmail(text) ? null : invalid('email');
}

/** 8 to 50 characters; spaces count, as the server counts them. */
export function checkPassword(value: string): Problem | null {
  if (value === '') return invalid('required');
  if (value.length < LIMITS.passwordMin) return invalid('passwordMin');
  if (value.length > LIMITS.passwordMax) return invalid('tooLong');
  return null;
}

export function checkRepeat(repeat: string, password: string): Problem | null {
  if (repeat === '') return invalid('required');
  return repeat === password ? null : invalid('passwordsMismatch');
}

/** What a code field keeps of the typing: number inputs drop signs and cut what is beyond six digits (§5). */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.codeLength);
}

/** SMS code: required, numeric, 6 digits. */
export function checkCode(value: string): Problem | null {
  const text = value.trim();
  if (text === '') return invalid('required');
  return new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(text) ? null : invalid('code');
}

export function checkRequiredText(value: string, max: number = LIMITS.nameMax): Problem | null {
  const text = value.trim();
  if (text === '') return invalid('required');
  return text.length > max ? invalid('tooLong') : null;
}

export function checkOptionalText(value: string, max: number = LIMITS.nameMax): Problem | null {
  return value.trim().length > max ? invalid('tooLong') : null;
}

/** Digits of the phone mask: empty → required, anything but ten digits → 'Некорректный телефон'. */
export function checkPhoneDigits(digits: string): Problem | null {
  if (digits === '') return invalid('required');
  return /^\d{10}$/.test(digits) ? null : invalid('phone');
}

/** DD/MM/YYYY: required, then a real day from 1900 up to today. */
export function checkBirthDate(value: string, today?: Date): Problem | null {
  if (value.trim() === '') return invalid('required');
  return parseDisplayDate(value, today) ? null : invalid('date');
}

/** Keeps only the problems that exist, so "no key" means "valid". */
export function compact<F extends string>(problems: Record<F, Problem | null>): FieldProblems<F> {
  const result: FieldProblems<F> = {};
  for (const [field, found] of Object.entries(problems) as [F, Problem | null][]) if (found) result[field] = found;
  return result;
}

export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * A value typed into a form of the sign-in side (login, registration, recovery, profile create):
 * nothing is red until the first submit; afterwards every change re-checks the whole form.
 * (The settings forms only clear or re-check the field that changed: see their machines.)
 */
export function changeValue<V extends object, F extends string>(
  form: { values: V; submitted: boolean },
  field: keyof V,
  value: V[keyof V],
  validate: (values: V) => FieldProblems<F>,
): { values: V; errors: FieldProblems<F> } {
  const values = { ...form.values, [field]: value };
  return { values, errors: form.submitted ? validate(values) : {} };
}

/** The problems without those of `fields` (the user has just changed them). */
export function without<F extends string>(problems: FieldProblems<F>, ...fields: F[]): FieldProblems<F> {
  const copy = { ...problems };
  for (const field of fields) delete copy[field];
  return copy;
}
