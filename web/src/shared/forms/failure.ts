// What a failed call tells a form (every failure of the API client is an ApiError): the server's
// per-field messages, its general message, the wait a 429 asks for, and whether the session is gone.
import { isApiError, type ApiFields } from '../api/client';
import type { FieldProblems, Problem } from './validation';

export interface Failure {
  /** The server's messages by its own field names. */
  fields: ApiFields;
  /** For a toast; never empty for an ApiError (its code when the server said nothing). */
  message: string;
  retryAfter: number | null;
  unauthorized: boolean;
}

/** Seconds a 429 asks to wait (its Retry-After), or null when the failure was something else. */
export function retryAfterOf(error: unknown): number | null {
  return isApiError(error) && error.status === 429 ? (error.retryAfter ?? null) : null;
}

export function failureOf(error: unknown): Failure {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error ?? ''), retryAfter: null, unauthorized: false };
  return { fields: error.fields, message: error.msg || error.code, retryAfter: retryAfterOf(error), unauthorized: error.status === 401 };
}

/**
 * A refused SMS code (confirmPhone, resetPasswordConfirmPhone): the problem for the code field
 * (the server's confirm_phone_code text, else its general message), and a toast only for what the
 * field does not say (too many attempts with a wait, a network failure); null when it says it all.
 */
export function codeFailure(error: unknown): { problem: Problem | null; toast: string | null } {
  const failure = failureOf(error);
  const fieldText = failure.fields.confirm_phone_code;
  const text = fieldText ?? failure.message;
  return { problem: text ? { text } : null, toast: fieldText && failure.retryAfter === null ? null : failure.message };
}

/** The server's field messages as problems of the form; `rename` maps a server field name to the form's. */
export function fieldProblems<F extends string = string>(fields: ApiFields, rename: Partial<Record<string, F>> = {}): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const [name, text] of Object.entries(fields)) problems[rename[name] ?? (name as F)] = { text };
  return problems;
}

/** What a failed call tells the form: per-field server messages (renamed to the form's fields) and a general message. */
export function serverProblems<F extends string = string>(
  error: unknown,
  rename: Partial<Record<string, F>> = {},
): { fields: FieldProblems<F>; message: string } {
  const failure = failureOf(error);
  return { fields: fieldProblems(failure.fields, rename), message: failure.message };
}
