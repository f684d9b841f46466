import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MachineForm, useFieldBinding } from '../../../shared/forms/FormShell';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppActor } from '../../../shared/session/session-context';
import {
  Button,
  ButtonLink,
  Icon,
  InlineLoader,
  ConfirmDialog,
  Select,
  StatusBadge,
  TextField,
  type CompanyStatusTone,
} from '../../../shared/ui';
import type { CompanyField } from '../create/company-create.machine';
import { liveCompanySettingsMachine } from '../live';
import { mismatches, NETWORK_FAILURE } from './company-settings.machine';
import '../companies.css';
import { COMPANY_STATUS } from '../../../shared/api/company-status';

const STATUS_TONE: Record<number, CompanyStatusTone> = {
  [COMPANY_STATUS.underConsideration]: 'review',
  [COMPANY_STATUS.rejected]: 'rejected',
  [COMPANY_STATUS.verified]: 'verified',
  [COMPANY_STATUS.deleted]: 'deleted',
};

/** /company-settings: the active company's registration data. */
export function CompanySettingsPage() {
  const { t } = useTranslation(['companySetup', 'companies', 'common']);
  usePageTitle(t('settings.title'));
  const app = useAppActor();
  const fieldProblem = useFieldProblem();
  const actor = useActorRef(liveCompanySettingsMachine);
  const view = useSelector(actor, (s) => ({
    company: s.context.company,
    values: s.context.values,
    problems: s.context.problems,
    codeProblem: s.context.codeProblem,
    options: s.context.options,
    optionsFailed: s.context.optionsFailed,
    error: s.context.error,
    lastSave: s.context.lastSave,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    noCompany: s.matches('noCompany'),
    readOnly: s.matches('readOnly'),
    saving: s.matches('saving') || s.matches('savingConfirmed'),
    confirming: s.matches('confirmingReverification') || s.matches('savingConfirmed'),
  }));
  // A new name or status shows in the header and on home: the app re-reads the user once per save.
  const reloadedFor = useRef<number | null>(null);
  useEffect(() => {
    const save = view.lastSave;
    if (!save?.renamed || reloadedFor.current === save.at) return;
    reloadedFor.current = save.at;
    app.send({ type: 'RELOAD' });
  }, [view.lastSave, app]);

  const change = (field: CompanyField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const bind = useFieldBinding(view.values, view.problems, change);
  const differs = mismatches(view.company, view.values);
  const readOnly = view.readOnly;

  if (view.loading) return <InlineLoader />;
  if (view.noCompany || view.failed) {
    return (
      <div className="company-settings">
        <h1>{t('settings.title')}</h1>
        <p className={view.failed ? 'ui-notice ui-notice--error' : undefined} role={view.failed ? 'alert' : undefined}>
          {view.failed ? t('settings.failed') : t('settings.noCompany')}
        </p>
        {view.failed ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('common:actions.retry')}
          </Button>
        ) : (
          <ButtonLink variant="primary" href="/companies">
            {t('settings.toCompanies')}
          </ButtonLink>
        )}
      </div>
    );
  }

  const option = (field: 'employees' | 'activity', items: { id: number; name: string }[], label: string, required: boolean) => (
    <Select
      label={label}
      placeholder={t('settings.choose')}
      items={items.map((item) => ({ id: String(item.id), label: item.name }))}
      isDisabled={readOnly || items.length === 0}
      isRequired={required}
      value={view.values[field] === '' ? null : view.values[field]}
      onChange={(key) => change(field, key === null ? '' : String(key))}
      {...fieldProblem(view.problems[field])}
    />
  );
  const codeBinding = bind('code');
  const codeError = view.problems.code
    ? codeBinding.errorMessage
    : view.codeProblem
      ? t(`companies:create.codeProblems.${view.codeProblem}`)
      : undefined;
  const status = view.company?.status;

  return (
    <div className="company-settings">
      <div className="company-settings__head">
        <h1 id="company-settings-title">{t('settings.title')}</h1>
        {status?.name && (
          <span className="company-settings__status">
            {STATUS_TONE[status.id] ? (
              <StatusBadge tone={STATUS_TONE[status.id]!}>{t('settings.status', { status: status.name })}</StatusBadge>
            ) : (
              t('settings.status', { status: status.name })
            )}
          </span>
        )}
      </div>
      {readOnly && (
        <p className="ui-notice ui-notice--warning" role="status">
          <Icon name="info" />
          <span>{t('settings.readOnly')}</span>
        </p>
      )}
      <MachineForm
        className="company-form company-settings__form"
        labelledBy="company-settings-title"
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
      >
        <TextField
          label={t('settings.name')}
          isRequired
          isReadOnly={readOnly}
          {...bind('name')}
          description={differs.name ? <span className="company-settings__mismatch">{t('settings.nameMismatch')}</span> : undefined}
        />
        <TextField label={t('settings.brand')} description={t('settings.optional')} isReadOnly={readOnly} {...bind('companyBrand')} />
        <TextField
          label={t('settings.code')}
          inputMode="numeric"
          maxLength={8}
          isRequired
          isReadOnly={readOnly}
          {...codeBinding}
          description={
            differs.code ? <span className="company-settings__mismatch">{t('settings.codeMismatch')}</span> : t('settings.codeHint')
          }
          isInvalid={Boolean(codeError)}
          errorMessage={codeError}
        />
        {option('employees', view.options.employees, t('settings.employees'), false)}
        {option('activity', view.options.activities, t('settings.activity'), true)}
        {view.optionsFailed && (
          <p className="ui-notice ui-notice--error" role="alert">
            {t('companies:create.optionsFailed')}
          </p>
        )}
        <TextField label={t('settings.services')} multiline isRequired isReadOnly={readOnly} {...bind('services')} />
        <TextField
          label={t('settings.website')}
          description={t('settings.optional')}
          type="url"
          isReadOnly={readOnly}
          {...bind('website')}
        />
        {view.error && (
          <p className="company-problem" role="alert">
            {view.error === NETWORK_FAILURE ? t('settings.networkFailure') : view.error}
          </p>
        )}
        {!readOnly && (
          <div className="company-form__actions">
            <Button variant="secondary" isDisabled={view.saving} onPress={() => actor.send({ type: 'RESET' })}>
              {t('settings.reset')}
            </Button>
            <Button type="submit" variant="primary" isPending={view.saving && !view.confirming}>
              {t('settings.save')}
            </Button>
          </div>
        )}
      </MachineForm>
      <ConfirmDialog
        title={t('settings.reverifyTitle')}
        isOpen={view.confirming}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        cancelLabel={t('settings.reverifyCancel')}
        confirmLabel={t('settings.reverifyConfirm')}
        tone="primary"
        isPending={view.saving}
      >
        <p>{t('settings.reverifyText')}</p>
      </ConfirmDialog>
    </div>
  );
}
