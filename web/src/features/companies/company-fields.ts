// What the three company forms (registration step 1, company settings, the fix screen of a rejected
// company) share: how a change of a field is taken (the code keeps digits only and says its control
// digit at once) and the server's names of the fields (spec 001 §3 form names).
import { editedField } from '../../shared/machines/form-edit';
import { hasProblems, type FieldProblems } from '../../shared/forms/validation';
import { cleanCode, codeProblem, type CodeProblem } from './edrpou';

/** The server's names of the registration fields → the forms' names (the fix screen has only the first two). */
export const NAME_CODE_RENAME = { companyName: 'name', kod: 'code' } as const;
export const COMPANY_RENAME = { ...NAME_CODE_RENAME, s_workers: 'employees', s_activity: 'activity' } as const;

/** The code's problem to show: the control digit as soon as eight digits are typed, the rest after a submit. */
export function visibleCodeProblem(code: string, submitted: boolean): CodeProblem | null {
  const problem = codeProblem(code);
  return problem === 'edrpou' || submitted ? problem : null;
}

/** A CHANGE of a company form (it has a `code` field): the shared edit rule plus the code's own. */
export function changedCompanyField<F extends string, V extends Record<F, string>>(
  context: { values: V; problems: FieldProblems<F>; codeProblem: CodeProblem | null; submitted?: boolean },
  field: F,
  value: string,
): { values: V; problems: FieldProblems<F>; error: null; codeProblem: CodeProblem | null } {
  const isCode = field === 'code';
  const clean = isCode ? cleanCode(value) : value;
  return {
    ...editedField(context, field, clean),
    codeProblem: isCode ? visibleCodeProblem(clean, context.submitted ?? false) : context.codeProblem,
  };
}

/** Ready to send: the form's own checks pass and the code is a real EDRPOU code. */
export function companyFormValid(problems: FieldProblems, code: string): boolean {
  return !hasProblems(problems) && codeProblem(code) === null;
}
