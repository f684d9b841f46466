// The edit-and-save fragment of the form machines that keep one problem per field and one general
// error (the company registration, company settings and fix screens): a change clears what it
// fixes, a refused save puts the server's messages where they belong. Written once here so the
// rule reads the same in every form.
import { serverProblems } from '../forms/failure';
import { hasProblems, without, type FieldProblems } from '../forms/validation';

export interface EditedForm<F extends string> {
  values: Record<F, string>;
  problems: FieldProblems<F>;
  error: string | null;
}

/** A CHANGE: the new value, that field's problem gone (the user is fixing it), the general error gone. */
export function editedField<F extends string, V extends Record<F, string>>(
  context: { values: V; problems: FieldProblems<F> },
  field: F,
  value: string,
): { values: V; problems: FieldProblems<F>; error: null } {
  return { values: { ...context.values, [field]: value }, problems: without(context.problems, field), error: null };
}

/**
 * A refused save: the server's field messages on the form's fields (`rename` maps the server's
 * names), and its general message only when no field says what is wrong.
 */
export function refusedSave<F extends string>(
  error: unknown,
  rename: Partial<Record<string, F>> = {},
): { problems: FieldProblems<F>; error: string | null } {
  const { fields, message } = serverProblems<F>(error, rename);
  return { problems: fields, error: hasProblems(fields) ? null : message };
}
