// Field rules of spec 000, §5 and §9, shared by the settings machines. Machines keep errors as
// keys (the screen translates them, so a language switch never strands a stale text) or as the
// server's own localized text.
import type { ApiFields } from '../../app/api';
import { isPhoneLike } from '../../shared/forms/phone';

export const LIMITS = {
  nameLength: 100,
  emailLength: 100,
  linkLength: 255,
  passwordMin: 8,
  passwordMax: 50,
  extraPhones: 3,
  extraEmails: 3,
  socials: 4,
  codeLength: 6,
  resendSeconds: 90,
} as const;

/** Keys of `common:validation.*` (shared with the sign-in screens); the Russian texts are the specification's. */
export type ValidationKey = 'required' | 'format' | 'tooLong' | 'passwordMin' | 'passwordsMismatch' | 'phone' | 'date' | 'code';

export type FieldError = { key: ValidationKey } | { text: string };
export type FieldErrors = Record<string, FieldError>;

export const invalid = (key: ValidationKey): FieldError => ({ key });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function checkRequired(value: string): ValidationKey | null {
  return value.trim() === '' ? 'required' : null;
}

export function checkText(value: string, max: number, required: boolean): ValidationKey | null {
  if (required && value.trim() === '') return 'required';
  return value.trim().length > max ? 'tooLong' : null;
}

export function checkEmail(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  if (value.trim().length > LIMITS.emailLength) return 'tooLong';
  return isEmail(value) ? null : 'format';
}

/** 8 to 50 characters; spaces count, as the server counts them. */
export function checkPassword(value: string): ValidationKey | null {
  if (value === '') return 'required';
  if (value.length < LIMITS.passwordMin) return 'passwordMin';
  return value.length > LIMITS.passwordMax ? 'tooLong' : null;
}

export function checkRepeat(password: string, repeat: string): ValidationKey | null {
  if (repeat === '') return 'required';
  return repeat === password ? null : 'passwordsMismatch';
}

/** SMS code: required, digits only, exactly six. */
export function checkCode(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  return /^\d{6}$/.test(value.trim()) ? null : 'code';
}

/** Keeps only the keys that hold an error. */
export function collect(entries: Record<string, ValidationKey | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(entries)) if (key) errors[field] = invalid(key);
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The server's `fields` as errors; `rename` maps a server field name to the form's. */
export function serverErrors(fields: ApiFields, rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(fields)) errors[rename[field] ?? field] = { text };
  return errors;
}

export function without(errors: FieldErrors, ...fields: string[]): FieldErrors {
  const copy = { ...errors };
  for (const field of fields) delete copy[field];
  return copy;
}

/** E-mail, or a phone with ten significant digits when numeric. */
export function checkIdentifier(value: string, phoneDigits: (input: string) => string): ValidationKey | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length > LIMITS.emailLength) return 'tooLong';
  if (isPhoneLike(text)) {
    const digits = text.replace(/\D/g, '');
    const national = phoneDigits(text);
    return national.length === 10 && (digits.length === 10 || digits.length === 12) ? null : 'phone';
  }
  return isEmail(text) ? null : 'format';
}

/** What a failed call tells the user: its fields beside the inputs, its message as a toast. */
export function failureOf(error: unknown): { fields: Record<string, string>; message: string; retryAfter: number | null; unauthorized: boolean } {
  if (typeof error === 'object' && error !== null && 'msg' in error && 'fields' in error) {
    const e = error as { msg: unknown; fields: unknown; retryAfter?: unknown; status?: unknown };
    const fields = typeof e.fields === 'object' && e.fields !== null ? (e.fields as Record<string, string>) : {};
    const retryAfter = typeof e.retryAfter === 'number' && e.retryAfter > 0 ? e.retryAfter : null;
    return { fields, message: typeof e.msg === 'string' ? e.msg : '', retryAfter, unauthorized: e.status === 401 };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error ?? ''), retryAfter: null, unauthorized: false };
}
