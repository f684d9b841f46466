import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../../shared/api/catalogue';
import { useProblemText } from '../../../shared/forms/problem-text';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { TextField } from '../../../shared/ui';
import type { DeputyField, DeputyProblem, DeputyProblems, DeputyValues } from './deputy-form';
import { RightsChecklist } from './RightsChecklist';

export interface DeputyFormProps {
  values: DeputyValues;
  problems: DeputyProblems;
  rights: OptionItem[];
  rightsFailed: boolean;
  onChange: (field: DeputyField, value: string) => void;
  onToggleRight: (code: string, selected: boolean) => void;
}

/** A deputy problem's text: the shared rules' translations, the server's own text, or the list's duplicate rule. */
export function useDeputyProblemText(): (problem: DeputyProblem | undefined) => string | undefined {
  const { t } = useTranslation('members');
  const problemText = useProblemText();
  return (problem) => {
    if (!problem) return undefined;
    if ('key' in problem && problem.key === 'duplicate') return t('deputies.duplicate');
    return problemText(problem as Exclude<DeputyProblem, { key: 'duplicate' }>);
  };
}

/** The fields of one deputy: names, phone, e-mail, rights (the deputy chooses a password from the invitation). */
export function DeputyForm({ values, problems, rights, rightsFailed, onChange, onToggleRight }: DeputyFormProps) {
  const { t } = useTranslation('members');
  const problemText = useDeputyProblemText();
  const show = (problem: DeputyProblem | undefined) => ({
    isInvalid: Boolean(problem),
    errorMessage: problemText(problem),
    validationBehavior: 'aria' as const,
  });
  const bind = (field: Exclude<DeputyField, 'tel'>) => ({
    value: values[field],
    onChange: (value: string) => onChange(field, value),
    ...show(problems[field]),
  });

  return (
    <div className="members__grid">
      <TextField label={t('deputies.lastName')} autoComplete="off" isRequired {...bind('last_name')} />
      <TextField label={t('deputies.firstName')} autoComplete="off" isRequired {...bind('first_name')} />
      <TextField label={t('deputies.middleName')} description={t('deputies.optional')} autoComplete="off" {...bind('middle_name')} />
      <PhoneField
        label={t('deputies.phone')}
        description={t('deputies.phoneHint')}
        autoComplete="off"
        isRequired
        value={values.tel}
        onChange={(digits) => onChange('tel', digits)}
        {...show(problems.tel)}
      />
      <TextField
        label={t('deputies.email')}
        type="email"
        autoComplete="off"
        isRequired
        description={t('deputies.passwordNote')}
        {...bind('email')}
      />
      <div style={{ gridColumn: '1 / -1' }}>
        <RightsChecklist rights={rights} selected={values.s_access_z} onToggle={onToggleRight} />
        {rightsFailed && (
          <p className="members__notice" role="status">
            {t('deputies.rightsFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
