// The deputy form of spec 001 §3/§5 as pure functions: the rules (last name, first name, phone,
// e-mail required; a repeated e-mail among the deputies refused) and the request body. The machine
// calls them; the page only shows. No password: a person's password is theirs alone, chosen from
// the invitation (docs/company.md, "Members"); the phone is the one field of every form
// (shared/forms/PhoneField.tsx), holding the ten national digits.
import type { DeputyRequest } from '../../../shared/api/company-members';
import { isCompletePhone } from '../../../shared/forms/phone';
import {
  checkEmail,
  checkOptionalText,
  checkRequiredText,
  compact,
  invalid,
  type FieldProblems,
  type Problem,
} from '../../../shared/forms/validation';

export const DEPUTY_FIELDS = ['last_name', 'first_name', 'middle_name', 'tel', 'email'] as const;
export type DeputyField = (typeof DEPUTY_FIELDS)[number];
/** `tel` holds the ten national digits (0671234567); `s_access_z` the chosen right codes. */
export type DeputyValues = Record<DeputyField, string> & { s_access_z: string[] };
/** A deputy in the wizard's list; `id` is made on the client (spec §3) and never sent. */
export interface Deputy {
  id: string;
  values: DeputyValues;
  /** Problems the server named for this person (e.g. the address already has an account). */
  problems: DeputyProblems;
}

export const EMPTY_DEPUTY: DeputyValues = { last_name: '', first_name: '', middle_name: '', tel: '', email: '', s_access_z: [] };

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
    tel: values.tel === '' ? invalid('required') : isCompletePhone(values.tel) ? null : invalid('phone'),
    email: emailProblem,
  });
  return duplicate ? { ...problems, email: DUPLICATE_EMAIL } : problems;
}

export function toDeputyRequest(values: DeputyValues): DeputyRequest {
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    middle_name: values.middle_name.trim(),
    tel: values.tel,
    email: values.email.trim(),
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
