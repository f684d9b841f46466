import { useTranslation } from 'react-i18next';
import type { Problem } from './profile-form';

/** A field's problem as the text to show (the spec §5 message, or the server's own), or null. */
export function useProblemText(): (problem: Problem | undefined) => string | null {
  const { t } = useTranslation('company-profile');
  return (problem) => (problem === undefined ? null : 'text' in problem ? problem.text : t(`messages.${problem.key}`));
}
