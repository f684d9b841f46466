import { CAREERS_LIMITS, RECRUITING_LIMITS } from '../../shared/contract/recruiting.js';
import { cleanText } from '../../shared/domain/clean-text.js';
import { looksLikeEmail, normalizeEmail } from '../../shared/domain/email.js';
import { e164Phone } from '../../shared/domain/phone.js';
import { type ApplyField, CONSENT_VERSION, HONEYPOT_FIELD } from '../pages/apply-form.js';

/*
 * The careers apply form (`POST /jobs/<vacancy id>/apply`, its markup in pages/apply-form.ts) as pure rules: what a plain HTML form
 * sent (every field a string, the CV a file part), read into the candidate's values or into one
 * message per field. The form is shown again with the values kept (all but the file, which a
 * browser never lets a page refill) and the messages beside their fields; nothing is stored until
 * every field is right. The contacts' stored forms are recruiting's; these only say "no" early.
 */

/** The consent texts' versions the form ever showed (CONSENT_VERSION the current one): the version recorded is the one the candidate saw. */
const KNOWN_CONSENT_VERSIONS: readonly string[] = [CONSENT_VERSION];

/** What a field's message says, by id; the page words it in its language (careers texts). */
export type ApplyProblem =
  | 'required'
  | 'too-long'
  | 'email'
  | 'phone'
  | 'consent'
  | 'cv-required'
  | 'cv-too-large'
  | 'cv-type'
  | 'cv-content';

/** The values typed, as the form shows them again (trimmed, never the file). */
export interface ApplyValues {
  name: string;
  lname: string;
  email: string;
  phone: string;
  consent: boolean;
  /** The consent text's version the form showed (hidden `consent_version`; an unknown one: the current). */
  consentVersion: string;
}

export type ApplyReading =
  | { kind: 'bot' }
  | { kind: 'invalid'; values: ApplyValues; problems: Partial<Record<ApplyField, ApplyProblem>> }
  | { kind: 'valid'; values: ApplyValues };

const text = (value: unknown): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? cleanText(first).trim() : '';
};

/** A checkbox sent by a browser: present (`on`, or the value it carries) means ticked. */
const ticked = (value: unknown): boolean => text(value) !== '';

/** The CV part the request carried: its size on disk, or none. */
export interface CvPart {
  size: number;
  filename: string;
}

/** Extensions the form takes (their content is checked by recruiting's storage, as extracts' are). */
const CV_EXTENSIONS = /\.(pdf|docx?)$/i;

/** Reads the posted form: a bot, the values with a message per wrong field, or the values to apply with. */
export function readApplyForm(body: Record<string, unknown> | undefined, cv: CvPart | undefined): ApplyReading {
  const fields = body ?? {};
  if (text(fields[HONEYPOT_FIELD]) !== '') return { kind: 'bot' };
  const values: ApplyValues = {
    name: text(fields.name),
    lname: text(fields.lname),
    email: normalizeEmail(text(fields.email)),
    phone: text(fields.phone),
    consent: ticked(fields.consent),
    consentVersion: KNOWN_CONSENT_VERSIONS.includes(text(fields.consent_version)) ? text(fields.consent_version) : CONSENT_VERSION,
  };
  const problems: Partial<Record<ApplyField, ApplyProblem>> = {};
  for (const field of ['name', 'lname'] as const) {
    if (values[field] === '') problems[field] = 'required';
    else if (values[field].length > RECRUITING_LIMITS.nameLength) problems[field] = 'too-long';
  }
  if (values.email === '') problems.email = 'required';
  else if (!looksLikeEmail(values.email) || values.email.length > RECRUITING_LIMITS.emailLength) problems.email = 'email';
  if (values.phone === '') problems.phone = 'required';
  else if (!e164Phone(values.phone)) problems.phone = 'phone';
  if (!cv || cv.size === 0) problems.cv = 'cv-required';
  else if (cv.size > CAREERS_LIMITS.cvBytes) problems.cv = 'cv-too-large';
  else if (!CV_EXTENSIONS.test(cv.filename)) problems.cv = 'cv-type';
  if (!values.consent) problems.consent = 'consent';
  return Object.keys(problems).length > 0 ? { kind: 'invalid', values, problems } : { kind: 'valid', values };
}

/** A refusal of recruiting's (a DomainError's code and field) as the form's message, or null when it is no field's. */
export function problemOfRefusal(code: string, fields: Readonly<Record<string, string>>): Partial<Record<ApplyField, ApplyProblem>> | null {
  if (code === 'FILE_TOO_LARGE') return { cv: 'cv-too-large' };
  if (code === 'FILE_REQUIRED') return { cv: 'cv-required' };
  if (code === 'FILE_TYPE_UNSUPPORTED') return { cv: fields.cv === 'file.contentMismatch' ? 'cv-content' : 'cv-type' };
  if (code === 'VALIDATION_FAILED') {
    if ('email' in fields) return { email: 'email' };
    if ('phone' in fields) return { phone: 'phone' };
    if ('consent' in fields) return { consent: 'consent' };
  }
  return null;
}
