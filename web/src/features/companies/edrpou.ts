// The company forms' code field. The control-digit rule is the server's own (src/shared/contract/edrpou.ts,
// one definition for both sides): the form says "wrong code" while the user types, before any call.
import { isValidEdrpou } from '../../../../src/shared/contract/edrpou';

export type CodeProblem = 'required' | 'codeMin' | 'edrpou';

/** The problem of the code field, in the server's order (spec §5): required, length, control digit. */
export function codeProblem(value: string): CodeProblem | null {
  if (value === '') return 'required';
  if (value.length < 8) return 'codeMin';
  return isValidEdrpou(value) ? null : 'edrpou';
}

/** What the code input keeps of what was typed or pasted: digits only, at most eight. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 8);
}
