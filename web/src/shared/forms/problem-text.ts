// How a machine's problem reaches the screen: a rule key is translated (`common:validation.*`), a
// server message is already in the user's language. One pair of hooks for every form.
import { useTranslation } from 'react-i18next';
import type { Problem } from './validation';

/** Translates a machine's problem: client rules by key, server messages as they came. */
export function useProblemText(): (problem: Problem | null | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (problem) => {
    if (!problem) return undefined;
    return 'key' in problem ? t(`validation.${problem.key}`) : problem.text;
  };
}

/**
 * Props that show a machine's problem on a design-system field: invalid (aria-invalid) with the
 * text under it. The machine decides; the browser's own validation stays out (validationBehavior aria).
 */
export function useFieldProblem(): (problem: Problem | null | undefined) => {
  isInvalid: boolean;
  errorMessage: string | undefined;
  validationBehavior: 'aria';
} {
  const text = useProblemText();
  return (problem) => ({ isInvalid: Boolean(problem), errorMessage: text(problem), validationBehavior: 'aria' });
}
