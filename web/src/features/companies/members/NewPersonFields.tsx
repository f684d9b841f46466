import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { Checkbox, TextField } from '../../../shared/ui';
import { useDeputyProblemText } from './DeputyForm';
import type { DeputyProblem } from './deputy-form';
import type { NewPerson, PersonField, PersonProblems } from './new-person';

export interface NewPersonFieldsProps {
  person: NewPerson;
  problems: PersonProblems;
  onChange: (field: PersonField, value: string) => void;
  onConsent: (value: boolean) => void;
}

/**
 * The person an administrator or deputy account is made for, in the users page's add dialog once
 * the e-mail has no account: the deputy form's names and phone, and the person's consent.
 */
export function NewPersonFields({ person, problems, onChange, onConsent }: NewPersonFieldsProps) {
  const { t } = useTranslation('members');
  const problemText = useDeputyProblemText();
  const text = (field: keyof PersonProblems) => {
    const problem = problems[field];
    return problem && 'key' in problem && problem.key === 'consent'
      ? t('users.newPerson.consentRequired')
      : problemText(problem as DeputyProblem | undefined);
  };
  const show = (field: keyof PersonProblems) => ({
    isInvalid: Boolean(problems[field]),
    errorMessage: text(field),
    validationBehavior: 'aria' as const,
  });
  const bind = (field: Exclude<PersonField, 'tel'>) => ({
    value: person[field],
    onChange: (value: string) => onChange(field, value),
    ...show(field),
  });
  return (
    <fieldset className="members__person">
      <legend>{t('users.newPerson.title')}</legend>
      <p className="members__intro">{t('users.newPerson.intro')}</p>
      <div className="members__grid">
        <TextField label={t('deputies.lastName')} autoComplete="off" isRequired {...bind('last_name')} />
        <TextField label={t('deputies.firstName')} autoComplete="off" isRequired {...bind('first_name')} />
        <TextField label={t('deputies.middleName')} description={t('deputies.optional')} autoComplete="off" {...bind('middle_name')} />
        <PhoneField
          label={t('deputies.phone')}
          description={t('deputies.phoneHint')}
          autoComplete="off"
          isRequired
          value={person.tel}
          onChange={(digits) => onChange('tel', digits)}
          {...show('tel')}
        />
      </div>
      <Checkbox
        isSelected={person.consent}
        onChange={onConsent}
        isInvalid={Boolean(problems.consent)}
        aria-describedby={problems.consent ? 'new-person-consent-error' : undefined}
      >
        {t('users.newPerson.consent')}
      </Checkbox>
      {problems.consent && (
        <p id="new-person-consent-error" className="members__problem">
          {text('consent')}
        </p>
      )}
    </fieldset>
  );
}
