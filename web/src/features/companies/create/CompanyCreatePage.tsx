import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../../shared/session/session-context';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { MachineForm, useFieldBinding } from '../../../shared/forms/FormShell';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Icon, Modal, Select, TextField } from '../../../shared/ui';
import { liveCompanyCreateMachine } from '../live';
import type { CompanyField } from './company-create.machine';
import '../companies.css';

/** /company-create, step 1 "General" (spec 001 §2): the registration form. */
export function CompanyCreatePage() {
  const { t } = useTranslation(['companies', 'common']);
  usePageTitle(t('create.title'));
  const app = useAppActor();
  const fieldProblem = useFieldProblem();
  const actor = useActorRef(liveCompanyCreateMachine);
  const view = useSelector(actor, (s) => ({
    values: s.context.values,
    problems: s.context.problems,
    codeProblem: s.context.codeProblem,
    options: s.context.options,
    optionsFailed: s.context.optionsFailed,
    error: s.context.error,
    loading: s.matches({ options: 'loading' }),
    saving: s.matches({ form: 'saving' }) || s.matches({ form: 'saved' }),
    confirming: s.matches({ form: 'confirmingAbort' }),
    saved: s.matches({ form: 'saved' }),
    left: s.matches({ form: 'left' }),
  }));
  useEffect(() => {
    // The new company is the session's active one in status 1: the app re-reads the user and opens its verification.
    if (view.saved) app.send({ type: 'RELOAD' });
    if (view.left) app.send({ type: 'OPEN_COMPANIES' });
  }, [view.saved, view.left, app]);

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
  const codeText = view.problems.code ? codeBinding.errorMessage : view.codeProblem ? t(`create.codeProblems.${view.codeProblem}`) : undefined;

  return (
    <PublicLayout>
      <section className="public-card company-form" aria-labelledby="company-create-title">
        <div className="company-form__head">
          <div>
            <p className="auth-muted">{t('create.step', { step: 1, total: 2 })}</p>
            <h1 id="company-create-title">{t('create.title')}</h1>
          </div>
          <Button variant="ghost" iconOnly aria-label={t('create.close')} onPress={() => actor.send({ type: 'CLOSE' })}>
            <Icon name="close" />
          </Button>
        </div>
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
          {view.error && (
            <p className="company-problem" role="alert">
              {view.error}
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
      </section>
      <Modal
        title={t('abort.title')}
        size="sm"
        role="alertdialog"
        isOpen={view.confirming}
        onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}
        footer={() => (
          <>
            <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
              {t('abort.stay')}
            </Button>
            <Button variant="danger" onPress={() => actor.send({ type: 'CONFIRM_ABORT' })}>
              {t('abort.finish')}
            </Button>
          </>
        )}
      >
        <p>{t('abort.text')}</p>
      </Modal>
    </PublicLayout>
  );
}
