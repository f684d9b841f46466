// The personal profile form: its values, its rules and its
// payload. /profile-create fills the six personal fields; the settings modal adds the extra rows.
// Pure, so both machines and their specs share one truth.
import type { ProfileCreateRequest } from '../../shared/api/identity';
import { parseDisplayDate, toDisplayDate } from '../../shared/forms/date';
import { phoneDigits } from '../../shared/forms/phone';
import {
  checkBirthDate,
  checkEmail,
  checkOptionalText,
  checkPhoneDigits,
  checkRequiredText,
  compact,
  invalid,
  LIMITS,
  type FieldProblems,
  type Problem,
} from '../../shared/forms/validation';
import type { ProfileView, Social } from '../../shared/session/profile';

export interface SocialRow {
  /** Id of the `social_media` option, null until chosen. */
  type: number | null;
  name: string;
}

export interface ProfileForm {
  lname: string;
  name: string;
  sname: string;
  /** As typed: DD/MM/YYYY. */
  birthDate: string;
  genderId: number | null;
  /** National digits (the mask is drawn by the field). */
  phone: string;
  /** Read-only: sent back as it is. */
  email: string;
  otherPhones: string[];
  otherEmails: string[];
  socials: Social[];
}

export type ListField = 'otherPhones' | 'otherEmails' | 'socials';

/** At most three extra phones, three extra e-mails and four messengers. */
export const LIST_LIMITS: Record<ListField, number> = {
  otherPhones: 3,
  otherEmails: 3,
  socials: 4,
};

export function formFromProfile(profile: ProfileView): ProfileForm {
  return {
    lname: profile.lname,
    name: profile.name,
    sname: profile.sname,
    birthDate: toDisplayDate(profile.birthDate),
    genderId: profile.genderId,
    phone: phoneDigits(profile.phone),
    email: profile.email,
    otherPhones: profile.otherPhones.map(phoneDigits),
    otherEmails: [...profile.otherEmails],
    socials: profile.socials.map((social) => ({ ...social })),
  };
}

/** The six fields both forms hold: /profile-create types the gender id as text, settings as a number. */
export interface PersonalFields {
  lname: string;
  name: string;
  sname: string;
  /** As typed: DD/MM/YYYY. */
  birthDate: string;
  genderId: number | string | null;
  /** National digits. */
  phone: string;
}

export type PersonalField = keyof PersonalFields;

/** The rules of the personal fields (a problem or null for each). */
export function personalProblems(fields: PersonalFields, today?: Date): Record<PersonalField, Problem | null> {
  return {
    lname: checkRequiredText(fields.lname),
    name: checkRequiredText(fields.name),
    sname: checkOptionalText(fields.sname),
    birthDate: checkBirthDate(fields.birthDate, today),
    genderId: fields.genderId === null || fields.genderId === '' ? invalid('required') : null,
    phone: checkPhoneDigits(fields.phone),
  };
}

/** The profileCreate body; birth_date is empty only when the form was not valid. */
export type PersonalPayload = ProfileCreateRequest;

/** The personal part of the profileCreate and updateProfile bodies: trimmed names, an ISO date. */
export function personalPayload(fields: PersonalFields): PersonalPayload {
  const sname = fields.sname.trim();
  return {
    lname: fields.lname.trim(),
    name: fields.name.trim(),
    ...(sname ? { sname } : {}),
    birth_date: parseDisplayDate(fields.birthDate) ?? '',
    gender_id: Number(fields.genderId),
    phone: fields.phone,
  };
}

/** Every rule of the form; list errors are keyed `otherPhones.0`, `otherEmails.2`, ... */
export function validateProfile(form: ProfileForm, today: Date = new Date()): FieldProblems {
  const entries: Record<string, Problem | null> = personalProblems(form, today);
  form.otherPhones.forEach((phone, index) => {
    entries[`otherPhones.${index}`] = checkPhoneDigits(phone);
  });
  form.otherEmails.forEach((email, index) => {
    entries[`otherEmails.${index}`] = checkEmail(email);
  });
  return compact(entries);
}

/** Extra rows the user added and left empty carry nothing, so they are dropped rather than refused. */
export function withoutBlankRows(form: ProfileForm): ProfileForm {
  return {
    ...form,
    otherPhones: form.otherPhones.filter((phone) => phone.trim() !== ''),
    otherEmails: form.otherEmails.filter((email) => email.trim() !== ''),
  };
}

export interface ProfilePayload extends PersonalPayload {
  email: string;
  otherEmails: string[];
  otherPhones: string[];
  socials: Social[];
}

/** The updateProfile body of a valid form: birth date as YYYY-MM-DD, phones as ten digits. */
export function profilePayload(form: ProfileForm): ProfilePayload {
  if (!parseDisplayDate(form.birthDate) || form.genderId === null) throw new Error('profilePayload needs a valid form');
  return {
    ...personalPayload(form),
    email: form.email,
    otherEmails: form.otherEmails.map((email) => email.trim()),
    otherPhones: [...form.otherPhones],
    socials: form.socials.map((social) => ({ type: social.type, name: social.name.trim() })),
  };
}

/** Server field names → form field names (`birth_date` → `birthDate`, ...). */
export const SERVER_FIELDS: Record<string, string> = {
  birth_date: 'birthDate',
  gender_id: 'genderId',
};

/** A social row needs a type and a link. */
export function validateSocialRows(rows: readonly SocialRow[]): FieldProblems {
  const entries: Record<string, Problem | null> = {};
  rows.forEach((row, index) => {
    entries[`${index}.type`] = row.type === null ? invalid('required') : null;
    entries[`${index}.name`] = checkRequiredText(row.name, LIMITS.linkMax) ?? (isLink(row.name) ? null : invalid('format'));
  });
  return compact(entries);
}

/** A link people can click safely, as the server checks it: no scheme, or http(s); never javascript: or data:. */
export function isLink(value: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value);
  return value.trim() !== '' && (!scheme || ['http', 'https'].includes(scheme[1]!.toLowerCase()));
}
