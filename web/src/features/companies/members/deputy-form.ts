// The deputy form of spec 001 §3/§5 as pure functions: the phone mask +380 99 99 99 999, the
// rules (last name, first name, phone, e-mail, password and confirm required; a repeated e-mail
// among the deputies refused), and the request body. The machine calls them; the page only shows.
import type { DeputyRequest } from '../../../shared/api/company-members';
import { checkEmail, checkOptionalText, checkPassword, checkRepeat, checkRequiredText, compact, invalid, type FieldProblems, type Problem } from '../../../shared/forms/validation';

/** Digits after the +380 prefix the mask shows (spec 001: +380 99 99 99 999). */
export const MASK_DIGITS = 9;

/** What was typed or pasted into the mask → the nine digits after +380 (a pasted 0XX… or 380XX… loses its prefix). */
export function maskDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+380') || (digits.length >= 12 && digits.startsWith('380'))) digits = digits.slice(3);
  else if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, MASK_DIGITS);
}

/** 671234567 → "+380 67 12 34 567", growing with the digits (never ending on a space, so Backspace removes a digit). */
export function formatMask(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, MASK_DIGITS);
  if (d === '') return '';
  const groups = [d.slice(0, 2), d.slice(2, 4), d.slice(4, 6), d.slice(6, 9)].filter(Boolean);
  return `+380 ${groups.join(' ')}`;
}

export const DEPUTY_FIELDS = ['last_name', 'first_name', 'middle_name', 'tel', 'email', 'password', 'confirm'] as const;
export type DeputyField = (typeof DEPUTY_FIELDS)[number];
/** `tel` holds the nine mask digits; `s_access_z` the chosen right codes. */
export type DeputyValues = Record<DeputyField, string> & { s_access_z: string[] };
/** A deputy in the wizard's list; `id` is made on the client (spec §3) and never sent. */
export interface Deputy {
  id: string;
  values: DeputyValues;
  /** Problems the server named for this person (e.g. the address already has an account). */
  problems: DeputyProblems;
}

export const EMPTY_DEPUTY: DeputyValues = { last_name: '', first_name: '', middle_name: '', tel: '', email: '', password: '', confirm: '', s_access_z: [] };

/** A field's problem: the shared rules, or this form's own: the e-mail repeats one already in the list. */
export type DeputyProblem = Problem | { key: 'duplicate' };
export type DeputyProblems = Partial<Record<DeputyField, DeputyProblem>>;
/** Shown as `members:deputies.duplicate` ('Заместитель с таким адресом уже добавлен!'). */
export const DUPLICATE_EMAIL: DeputyProblem = { key: 'duplicate' };

/**
 * The form's problems; `others` are the deputies already in the list (without the one edited),
 * whose addresses this one may not repeat.
 */
export function checkDeputy(values: DeputyValues, others: readonly Deputy[]): DeputyProblems {
  const email = values.email.trim().toLowerCase();
  const emailProblem = checkEmail(values.email);
  const duplicate = emailProblem === null && others.some((other) => other.values.email.trim().toLowerCase() === email);
  const problems: FieldProblems<DeputyField> = compact({
    last_name: checkRequiredText(values.last_name),
    first_name: checkRequiredText(values.first_name),
    middle_name: checkOptionalText(values.middle_name),
    tel: values.tel === '' ? invalid('required') : values.tel.length === MASK_DIGITS ? null : invalid('phone'),
    email: emailProblem,
    password: checkPassword(values.password),
    confirm: checkRepeat(values.confirm, values.password),
  });
  return duplicate ? { ...problems, email: DUPLICATE_EMAIL } : problems;
}

export function toDeputyRequest(values: DeputyValues): DeputyRequest {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    middle_name: values.middle_name.trim(),
    tel: formatMask(values.tel),
    email: values.email.trim(),
    password: values.password,
    confirm: values.confirm,
    s_access_z: values.s_access_z,
  };
}

/** `deputies.2.email` → [2, 'email']; other field names → null. */
export function deputyFieldOf(name: string): [number, DeputyField] | null {
  const match = /^deputies\.(\d+)\.(\w+)$/.exec(name);
  if (!match) return null;
  const field = match[2] === 'tel' || (DEPUTY_FIELDS as readonly string[]).includes(match[2]!) ? (match[2] as DeputyField) : 'email';
  return [Number(match[1]), field];
}
