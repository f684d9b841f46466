import { useTranslation } from 'react-i18next';
import type { Problem } from '../../shared/forms/validation';

/** Translates a machine's problem: client rules by key, server messages as they came. */
export function useProblemText(): (problem: Problem | null | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (problem) => {
    if (!problem) return undefined;
    return 'key' in problem ? t(`validation.${problem.key}`) : problem.text;
  };
}
