import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { Button, Icon, InlineLoader, TextField } from '../../../shared/ui';
import { NoAccess } from '../NoAccess';
import { CANDIDATES_PATH } from '../paths';
import { liveSettingsMachine } from './live';
import { SETTINGS_LIMITS, type SettingsField, type SettingsProblem } from './settings.machine';
import { StageEditor } from './StageEditor';
import { TimeZoneField } from './TimeZoneField';
import './setup.css';
import '../recruiting.css';

/**
 * /personne/settings: the company's recruiting settings, for a member who may change candidates
 * (the owner, an administrator, a member with "candidates"): the stage template new vacancies'
 * boards start from, and the numbers the daily jobs read.
 */
export function RecruitingSettingsPage() {
  const { companyId, can } = useCompanyActions();
  const { t } = useTranslation('recruiting');
  usePageTitle(t('settings.title'));
  if (!companyId || !can('manageCandidates')) return <NoAccess title={t('settings.title')} company={companyId !== null} />;
  return (
    <div className="recruiting-page" key={companyId}>
      <Link className="recruiting-link" to={CANDIDATES_PATH}>
        <span aria-hidden="true">←</span> {t('candidate.back')}
      </Link>
      <h1>{t('settings.title')}</h1>
      <div className="recruiting-candidate">
        <Part title={t('stages.title')} wide>
          <StageEditor companyId={companyId} vacancyId={null} />
        </Part>
        <Part title={t('settings.terms')} wide>
          <SettingsForm companyId={companyId} />
        </Part>
      </div>
    </div>
  );
}

function Part({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`recruiting-part${wide ? ' recruiting-part--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function SettingsForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveSettingsMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({
    form: s.context.form,
    problems: s.context.problems,
    message: s.context.message,
    saved: s.context.saved,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    saving: s.matches('saving'),
  }));
  const problemText = (field: SettingsField, problem: SettingsProblem | undefined) =>
    !problem ? undefined : 'text' in problem ? problem.text : t(`settings.problem.${problem.rule}`, SETTINGS_LIMITS[field]);

  if (view.loading) return <InlineLoader label={t('settings.loading')} />;
  if (view.failed)
    return (
      <div className="ui-notice ui-notice--error" role="alert">
        <Icon name="alert" />
        <div>
          <p>
            {t('settings.failed')} {view.message}
          </p>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  const numberField = (field: SettingsField) => ({
    label: t(`settings.${field}`),
    description: t(`settings.${field}Hint`, SETTINGS_LIMITS[field]),
    value: view.form[field],
    onChange: (value: string) => actor.send({ type: 'CHANGE', field, value }),
    inputMode: 'numeric' as const,
    isRequired: true,
    isInvalid: Boolean(view.problems[field]),
    errorMessage: problemText(field, view.problems[field]),
    validationBehavior: 'aria' as const,
  });

  return (
    <form
      className="recruiting-form recruiting-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <TextField {...numberField('staleDays')} />
      <TextField {...numberField('retentionMonths')} />
      <TimeZoneField
        value={view.form.timeZone}
        onChange={(value) => actor.send({ type: 'CHANGE', field: 'timeZone', value })}
        errorMessage={view.problems.timeZone && 'text' in view.problems.timeZone ? view.problems.timeZone.text : undefined}
      />
      <div>
        <Button type="submit" variant="primary" isDisabled={view.saving}>
          {view.saving ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
      <p role="status" className="recruiting-muted">
        {view.saved ? t('settings.saved') : ''}
      </p>
      {view.message && (
        <p role="alert" className="recruiting-error">
          {view.message}
        </p>
      )}
    </form>
  );
}
