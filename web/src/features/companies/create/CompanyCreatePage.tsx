import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { MachineForm, useFieldBinding } from '../../../shared/forms/FormShell';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Icon, ConfirmDialog, Select, TextField } from '../../../shared/ui';
import { liveCompanyCreateMachine } from '../live';
import { AdminStep } from './AdminStep';
import type { CompanyField } from './company-create.machine';
import { WizardSteps } from './WizardSteps';
import '../companies.css';

/**
 * /company-create, the onboarding wizard: step 1 "General", step 2 "Administrator".
 * `resume` (/company-registration, a reload on step 2): the active company exists already and
 * its administrator is still to be chosen.
 */
export function CompanyCreatePage({ resume = false }: { resume?: boolean }) {
  const { t } = useTranslation(['companies', 'companySetup', 'common']);
  usePageTitle(t('create.title'));
  const app = useAppActor();
  const user = useAppUser();
  const fieldProblem = useFieldProblem();
  const resumeId = resume && user?.company?.id !== undefined && user.company.id !== null ? String(user.company.id) : null;
  const actor = useActorRef(liveCompanyCreateMachine, { input: { companyId: resumeId } });
  const view = useSelector(actor, (s) => ({
    values: s.context.values,
    problems: s.context.problems,
    codeProblem: s.context.codeProblem,
    options: s.context.options,
    optionsFailed: s.context.optionsFailed,
    error: s.context.error,
    offline: s.context.offline,
    loading: s.matches({ options: 'loading' }),
    saving: s.matches({ form: { wizard: { general: 'saving' } } }),
    step: s.matches({ form: { wizard: 'administrator' } }) ? (2 as const) : (1 as const),
    hasCompany: s.context.companyId !== null,
    abortError: s.context.abortError,
    confirming: s.matches({ form: 'confirmingAbort' }) || s.matches({ form: 'removingCompany' }),
    removing: s.matches({ form: 'removingCompany' }),
    // done: "company created"; removed: the half-made company was the session's
    // active one, so the app re-reads the user (and opens the company list).
    done: s.matches({ form: 'done' }),
    reload: s.matches({ form: 'removed' }),
    left: s.matches({ form: 'left' }),
  }));
  useEffect(() => {
    if (view.done) app.send({ type: 'COMPANY_REGISTERED' });
    if (view.reload) app.send({ type: 'RELOAD' });
    if (view.left) app.send({ type: 'OPEN_COMPANIES' });
  }, [view.done, view.reload, view.left, app]);

  const change = (field: CompanyField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const bind = useFieldBinding(view.values, view.problems, change);
  const option = (field: 'employees' | 'activity', items: { id: number; name: string }[], label: string) => (
    <Select
      label={label}
      placeholder={view.loading ? t('common:loading') : t('create.choose')}
      items={items.map((item) => ({ id: String(item.id), label: item.name }))}
      isDisabled={items.length === 0}
      value={view.values[field] === '' ? null : view.values[field]}
      onChange={(key) => change(field, key === null ? '' : String(key))}
      {...fieldProblem(view.problems[field])}
    />
  );
  const codeBinding = bind('code');
  const codeText = view.problems.code
    ? codeBinding.errorMessage
    : view.codeProblem
      ? t(`create.codeProblems.${view.codeProblem}`)
      : undefined;

  return (
    <PublicLayout>
      <section className="public-card company-form" aria-labelledby="company-create-title">
        <div className="company-form__head">
          <div>
            <p className="auth-muted">{t('companySetup:steps.step', { step: view.step, total: 2 })}</p>
            <h1 id="company-create-title">{t('create.title')}</h1>
          </div>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('create.close')}
            isDisabled={view.saving}
            onPress={() => actor.send({ type: 'CLOSE' })}
          >
            <Icon name="close" />
          </Button>
        </div>
        <WizardSteps
          current={view.step}
          stepTwoOpen={view.hasCompany}
          onGeneral={() => actor.send({ type: 'GO_GENERAL' })}
          onAdministrator={() => actor.send({ type: 'GO_ADMIN' })}
        />
        {view.abortError && (
          <p className="company-problem" role="alert">
            {view.abortError}
          </p>
        )}
        {view.step === 2 ? (
          <AdminStep actor={actor} />
        ) : (
          <MachineForm className="company-form" labelledBy="company-create-title" onSubmit={() => actor.send({ type: 'SUBMIT' })}>
            <TextField label={t('create.name')} name="organization" autoComplete="organization" isRequired {...bind('name')} />
            <TextField label={t('create.brand')} description={t('create.optional')} {...bind('companyBrand')} />
            <TextField
              label={t('create.code')}
              description={t('create.codeHint')}
              inputMode="numeric"
              maxLength={8}
              isRequired
              {...codeBinding}
              isInvalid={Boolean(codeText)}
              errorMessage={codeText}
            />
            {option('employees', view.options.employees, t('create.employees'))}
            {option('activity', view.options.activities, t('create.activity'))}
            {view.optionsFailed && (
              <p className="ui-notice ui-notice--error" role="alert">
                {t('create.optionsFailed')}
              </p>
            )}
            <TextField label={t('create.services')} description={t('create.optional')} multiline {...bind('services')} />
            <TextField label={t('create.website')} description={t('create.optional')} type="url" {...bind('website')} />
            {(view.error || view.offline) && (
              <p className="company-problem" role="alert">
                {view.offline ? t('create.networkFailed') : view.error}
              </p>
            )}
            <div className="company-form__actions">
              <Button variant="secondary" onPress={() => actor.send({ type: 'CLOSE' })}>
                {t('create.finish')}
              </Button>
              <Button type="submit" variant="primary" isPending={view.saving}>
                {t('create.next')}
              </Button>
            </div>
          </MachineForm>
        )}
      </section>
      <ConfirmDialog
        title={t('abort.title')}
        isOpen={view.confirming}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM_ABORT' })}
        cancelLabel={t('abort.stay')}
        // With a company made, abandoning deletes its draft: the button says so.
        confirmLabel={view.hasCompany ? t('abort.deleteDraft') : t('abort.finish')}
        isPending={view.removing}
      >
        <p>{view.hasCompany ? t('companySetup:steps.abortCompany') : t('abort.text')}</p>
      </ConfirmDialog>
    </PublicLayout>
  );
}
