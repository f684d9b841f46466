import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { MachineForm } from '../../../shared/forms/FormShell';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { useProblemText } from '../../../shared/forms/problem-text';
import { Button, Checkbox, RadioGroup, TextField } from '../../../shared/ui';
import type { AdminField, AdminProblem, Assignee } from './admin-form';
import type { companyCreateMachine } from './company-create.machine';

type WizardActor = ActorRefFrom<typeof companyCreateMachine>;
type TextAdminField = Exclude<AdminField, 'agreement'>;

/** Step 2 "Administrator": assign me, or another person with an account. */
export function AdminStep({ actor }: { actor: WizardActor }) {
  const { t } = useTranslation(['companySetup', 'companies']);
  const problemText = useProblemText();
  const view = useSelector(actor, (s) => ({
    admin: s.context.admin,
    problems: s.context.adminProblems,
    error: s.context.adminError,
    offline: s.context.offline,
    saving: s.matches({ form: { wizard: { administrator: 'saving' } } }),
  }));
  const text = (problem: AdminProblem | undefined) =>
    problem && 'rule' in problem ? t(`admin.rules.${problem.rule}`) : problemText(problem);
  const field = (name: TextAdminField) => ({
    value: view.admin[name],
    onChange: (value: string) => actor.send({ type: 'ADMIN_CHANGE', field: name, value }),
    isInvalid: Boolean(view.problems[name]),
    errorMessage: text(view.problems[name]),
    validationBehavior: 'aria' as const,
  });
  const other = view.admin.assignee === 'other';

  return (
    <MachineForm className="company-form" label={t('admin.title')} onSubmit={() => actor.send({ type: 'ADMIN_SUBMIT' })}>
      <h2 className="company-form__subtitle">{t('admin.title')}</h2>
      <p className="auth-muted">{t('admin.intro')}</p>
      <RadioGroup
        label={t('admin.assignee')}
        value={view.admin.assignee}
        onChange={(value) => actor.send({ type: 'ASSIGN', assignee: value as Assignee })}
        options={[
          { id: 'me', label: t('admin.me') },
          { id: 'other', label: t('admin.other') },
        ]}
      />
      {other && (
        <>
          <p className="auth-muted">{t('admin.otherNote')}</p>
          <div className="company-admin__row">
            <TextField label={t('admin.surname')} autoComplete="off" isRequired {...field('surname')} />
            <TextField label={t('admin.firstName')} autoComplete="off" isRequired {...field('first_name')} />
            <TextField label={t('admin.middleName')} description={t('admin.optional')} autoComplete="off" {...field('middle_name')} />
          </div>
          <PhoneField label={t('admin.tel')} description={t('admin.telHint')} autoComplete="off" isRequired {...field('tel')} />
          <TextField
            label={t('admin.email')}
            type="email"
            autoComplete="off"
            isRequired
            description={t('admin.passwordNote')}
            {...field('email')}
          />
        </>
      )}
      <div>
        <Checkbox
          isSelected={view.admin.agreement}
          onChange={(value) => actor.send({ type: 'AGREE', value })}
          isInvalid={Boolean(view.problems.agreement)}
          aria-describedby={view.problems.agreement ? 'company-admin-agreement-error' : undefined}
        >
          {t('admin.agreement')}
        </Checkbox>
        {view.problems.agreement && (
          <p id="company-admin-agreement-error" className="company-problem">
            {text(view.problems.agreement)}
          </p>
        )}
      </div>
      {(view.error || view.offline) && (
        <p className="company-problem" role="alert">
          {view.offline ? t('companies:create.networkFailed') : view.error}
        </p>
      )}
      <div className="company-form__actions">
        <Button variant="secondary" onPress={() => actor.send({ type: 'GO_GENERAL' })} isDisabled={view.saving}>
          {t('admin.back')}
        </Button>
        <Button type="submit" variant="primary" isPending={view.saving}>
          {t('admin.save')}
        </Button>
      </div>
    </MachineForm>
  );
}
