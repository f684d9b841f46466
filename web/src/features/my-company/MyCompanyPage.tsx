import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useAppUser } from '../../shared/session/session-context';
import { useCompanyActions } from '../../shared/session/company-actions';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, ButtonLink, InlineLoader, StatusBadge, type CompanyStatusTone } from '../../shared/ui';
import { liveMyCompanyMachine } from './live';
import { profilePercent, VACANCY_STATES, type CompanyOverview } from './my-company.machine';
import './my-company.css';
import { COMPANY_STATUS } from '../../shared/api/company-status';

const STATUS_TONE: Record<number, CompanyStatusTone> = {
  [COMPANY_STATUS.underConsideration]: 'review',
  [COMPANY_STATUS.rejected]: 'rejected',
  [COMPANY_STATUS.verified]: 'verified',
  [COMPANY_STATUS.deleted]: 'deleted',
};

/** /my-company: the active company's status, profile, departments, members and vacancies. */
export function MyCompanyPage() {
  const { t } = useTranslation(['companies', 'common', 'workspace']);
  usePageTitle(t('myCompany.title'));
  const user = useAppUser();
  const companyId = user?.company?.id === undefined || user.company.id === null ? null : String(user.company.id);
  const readsMembers = useCompanyActions().can('manageMembers');
  // Another active company (or other rights there) is another page; so is a new status (a verifier's
  // decision heard live re-reads the user), which the page's own load would otherwise not see.
  const statusId = user?.company?.status?.id ?? '';
  return <Overview key={`${companyId ?? ''}:${readsMembers}:${statusId}`} companyId={companyId} readsMembers={readsMembers} />;
}

function Overview({ companyId, readsMembers }: { companyId: string | null; readsMembers: boolean }) {
  const { t } = useTranslation(['companies', 'common', 'workspace']);
  const actor = useActorRef(liveMyCompanyMachine, { input: { companyId, readsMembers } });
  const view = useSelector(actor, (s) => ({ state: s.value as string, overview: s.context.overview }));
  return (
    <div className="my-company">
      <h1>{view.overview?.name ?? t('myCompany.title')}</h1>
      {view.state === 'noCompany' && (
        <div className="my-company__card">
          <p>{t('myCompany.noCompany')}</p>
          <ButtonLink variant="primary" href="/companies">
            {t('myCompany.toCompanies')}
          </ButtonLink>
        </div>
      )}
      {(view.state === 'loading' || view.state === 'start') && <InlineLoader />}
      {view.state === 'failed' && (
        <div className="ui-notice ui-notice--error" role="alert">
          <p>{t('myCompany.failed')}</p>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {view.state === 'ready' && view.overview && <Sections overview={view.overview} />}
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="my-company__card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Sections({ overview }: { overview: CompanyOverview }) {
  const { t } = useTranslation(['companies', 'members', 'vacancies', 'workspace']);
  const app = useAppActor();
  const { can } = useCompanyActions();
  const verified = overview.status.id === COMPANY_STATUS.verified;
  const unsent = overview.status.id === COMPANY_STATUS.registered || overview.status.id === COMPANY_STATUS.rejected;
  const tone = STATUS_TONE[overview.status.id];
  return (
    <div className="my-company__grid">
      <Card title={t('myCompany.status')}>
        <p>{tone ? <StatusBadge tone={tone}>{overview.status.name}</StatusBadge> : overview.status.name}</p>
        {/* Sending the company (again) is the "verification-documents" right's: others are told who may. */}
        {unsent && can('submit') ? (
          <Button variant="secondary" size="sm" onPress={() => app.send({ type: 'START_VERIFICATION' })}>
            {overview.status.id === COMPANY_STATUS.rejected ? t('workspace:banner.fix') : t('myCompany.verify')}
          </Button>
        ) : unsent ? (
          <p className="my-company__muted">{t('workspace:banner.submitNotYours')}</p>
        ) : null}
      </Card>
      {overview.profile && (
        <Card title={t('myCompany.profile')}>
          <p>{t('myCompany.profileDone', { percent: profilePercent(overview.profile) })}</p>
          <progress
            className="my-company__progress"
            max={100}
            value={profilePercent(overview.profile)}
            aria-label={t('myCompany.profile')}
          />
          {/* A completed profile stays editable by whoever may edit it (the owner, a deputy with
              "Управление профилем компании"): without this link they had no way to it but a typed address. */}
          {verified && overview.profile.editable && (
            <ButtonLink variant="secondary" size="sm" href="/add-vacancy">
              {overview.profile.completed ? t('myCompany.editProfile') : t('myCompany.continueProfile')}
            </ButtonLink>
          )}
        </Card>
      )}
      {overview.departments && (
        <Card title={t('myCompany.departments')}>
          {overview.departments.length === 0 ? (
            <p className="my-company__empty">{t('myCompany.noDepartments')}</p>
          ) : (
            <ul>
              {overview.departments.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </Card>
      )}
      {overview.members && (
        <Card title={t('myCompany.members')}>
          <ul>
            {overview.members.map((member) => (
              <li key={member.id}>
                {member.name} — {t(`members:roles.${member.role}`)}
                {member.awaiting && <span className="my-company__muted"> ({t('members:access.awaiting')})</span>}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {overview.vacancies && (
        <Card title={t('myCompany.vacancies')}>
          <dl className="my-company__counts">
            {VACANCY_STATES.map((state) => (
              <div key={state}>
                <dt>{t(`vacancies:status.${state}`)}</dt>
                <dd>{overview.vacancies![state]}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink variant="ghost" size="sm" href="/vacancies">
            {t('myCompany.allVacancies')}
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}
