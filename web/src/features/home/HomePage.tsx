import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useTranslation } from 'react-i18next';
import { useAppActor, useAppUser } from '../../shared/session/session-context';
import { useCompanyActions } from '../../shared/session/company-actions';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, ButtonLink, DataTable, Icon, InlineLoader } from '../../shared/ui';
import { liveActualVacanciesMachine } from './live';
import { HomeInfo } from './info/HomeInfo';
import { MonthCalendar } from './MonthCalendar';
import type { CalendarEntry, CalendarSource } from './calendar-entries.machine';
import { AddVacancyAction } from './AddVacancyAction';
import { FindOnPageAction } from './find/FindOnPageAction';
import { addVacancyAccess } from './add-vacancy';
import {
  SORTABLE_COLUMNS,
  sortVacancies,
  VACANCY_COLUMNS,
  verificationBanner,
  type VacancyColumn,
  type VacancyRow,
  type VacancySort,
  type VerificationBanner,
} from './vacancies';
import './home.css';

/** Home's hiring parts, brought by the recruiting area (the route table composes them). */
export interface HomeRecruitingParts {
  candidate: ReactNode;
  task: ReactNode;
  tasks: ReactNode;
}

/** Home's meeting parts (any member's): "Добавить встречу" and what the calendar shows on its days. */
export interface HomeMeetingParts {
  meeting: ReactNode;
  calendar: {
    /** The company's entries of days [from, to); `withTasks`: the member's tasks too (they may see candidates). */
    load: (companyId: string, withTasks: boolean, from: string, to: string, signal: AbortSignal) => Promise<CalendarEntry[]>;
    subscribe: CalendarSource['subscribe'];
  };
}

export function HomePage({ recruiting, meetings }: { recruiting?: HomeRecruitingParts; meetings?: HomeMeetingParts }) {
  const { t } = useTranslation('home');
  const user = useAppUser();
  // Mounted only for whom they open, so nobody else loads their chunk.
  const { can } = useCompanyActions();
  const hiring = recruiting && can('viewCandidates') ? recruiting : null;
  usePageTitle(t('title'));
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  const banner = verificationBanner(user?.company);
  const companyId = user?.company?.id === undefined || user.company.id === null ? null : String(user.company.id);
  const withTasks = can('viewCandidates');
  const calendar = meetings?.calendar;
  const source = useMemo<CalendarSource | undefined>(
    () =>
      calendar && companyId
        ? { load: (from, to, signal) => calendar.load(companyId, withTasks, from, to, signal), subscribe: calendar.subscribe }
        : undefined,
    [calendar, companyId, withTasks],
  );

  return (
    <div className="home">
      <h1 className="home__greeting">{name ? t('greeting', { name }) : t('greetingNoName')}</h1>
      {banner && <CompanyBanner banner={banner} />}
      <AddActions
        vacancy={<AddVacancyAction access={addVacancyAccess(user?.company)} />}
        candidate={hiring && can('manageCandidates') ? hiring.candidate : null}
        task={hiring && can('manageCandidates') ? hiring.task : null}
        meeting={companyId ? meetings?.meeting : null}
      />
      <div className="home__grid">
        {/* Another active company is another table. */}
        <ActualVacancies key={companyId ?? ''} companyId={companyId} verified={banner?.kind === 'granted'} />
        {/* Another active company is another diary. */}
        <MonthCalendar key={companyId ?? ''} source={source} />
        {hiring?.tasks}
      </div>
      {companyId && <HomeInfo key={companyId} companyId={companyId} />}
    </div>
  );
}

/**
 * The verification banner of spec 001 §4; a company not yet sent or rejected gets the way to its
 * extract, for whoever the "verification-documents" right (or the role) lets send it: anyone else is
 * told who can, rather than given a button that ends in 403.
 */
function CompanyBanner({ banner }: { banner: NonNullable<VerificationBanner> }) {
  // The banner's texts are the signed-in screens' shared ones (workspace.json, in the signed-in
  // bundle): My company and the verification page say the same, and the companies namespace stays
  // out of every signed-in first load.
  const { t } = useTranslation('workspace');
  const app = useAppActor();
  const { can } = useCompanyActions();
  const maySubmit = can('submit');
  if (banner.kind === 'rejected' || banner.kind === 'registered') {
    const rejected = banner.kind === 'rejected';
    return (
      <div className={`ui-notice ${rejected ? 'ui-notice--error' : 'ui-notice--warning'}`} role="status">
        <Icon name={rejected ? 'alert' : 'info'} />
        <div>
          <p className="home__banner-title">{rejected ? t('banner.rejectedTitle') : t('banner.registeredTitle')}</p>
          {banner.kind === 'rejected' && banner.reason && <p>{t('banner.rejectedReason', { reason: banner.reason })}</p>}
          <p>{maySubmit ? (rejected ? t('banner.rejectedText') : t('banner.registeredText')) : t('banner.submitNotYours')}</p>
          {maySubmit && (
            <Button variant="secondary" size="sm" onPress={() => app.send({ type: 'START_VERIFICATION' })}>
              {rejected ? t('banner.fix') : t('banner.verify')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  const waiting = banner.kind === 'waiting';
  return (
    <div className={`ui-notice ${waiting ? 'ui-notice--warning' : 'home__granted'}`} role="status">
      <Icon name={waiting ? 'info' : 'success'} />
      <div>
        <p className="home__banner-title">{waiting ? t('banner.waitingTitle') : t('banner.grantedTitle')}</p>
        <p>{waiting ? t('banner.waitingText') : t('banner.grantedText')}</p>
      </div>
    </div>
  );
}

/**
 * The quick actions of spec 000 §1 the product has, in its order: adding a vacancy (AddVacancyAction.tsx
 * opens the wizard or says what is missing), a candidate and a task (the recruiting area's, for a
 * member who may write candidates), a meeting (any member's, the recruiting area's meeting dialog)
 * and finding on the page (find/FindOnPageAction.tsx).
 */
function AddActions({
  vacancy,
  candidate,
  task,
  meeting,
}: {
  vacancy: ReactNode;
  candidate: ReactNode;
  task: ReactNode;
  meeting?: ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <section className="home__actions" aria-label={t('actions.label')}>
      {vacancy}
      {candidate}
      {task}
      {meeting}
      <FindOnPageAction />
    </section>
  );
}

/** The active company's published vacancies (get_actual_vacancies), with loading and failure states. */
function ActualVacancies({ companyId, verified }: { companyId: string | null; verified: boolean }) {
  const actor = useActorRef(liveActualVacanciesMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({
    loading: s.matches('loading') || s.matches('start'),
    failed: s.matches('failed'),
    rows: s.context.rows,
  }));
  return (
    <VacanciesTable
      rows={view.rows}
      loading={view.loading}
      failed={view.failed}
      onRetry={() => actor.send({ type: 'RETRY' })}
      verified={verified}
      withList={companyId !== null}
    />
  );
}

function VacanciesTable({
  rows,
  loading,
  failed,
  onRetry,
  verified,
  withList,
}: {
  rows: readonly VacancyRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  verified: boolean;
  withList: boolean;
}) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const [sort, setSort] = useState<VacancySort | null>(null);
  const sorted = useMemo(() => sortVacancies(rows, sort), [rows, sort]);
  const descriptor: SortDescriptor | undefined = sort ? { column: sort.column, direction: sort.direction } : undefined;

  return (
    <section className="home-card home-vacancies" aria-labelledby={titleId}>
      <div className="home-vacancies__head">
        <h2 id={titleId} className="home-card__title">
          {t('vacancies.title')}
        </h2>
        {withList && (
          <ButtonLink variant="ghost" size="sm" href="/vacancies">
            {t('vacancies.all')}
          </ButtonLink>
        )}
      </div>
      {failed && (
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>{t('vacancies.failed')}</p>
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t('vacancies.retry')}
            </Button>
          </div>
        </div>
      )}
      {loading ? (
        <InlineLoader label={t('vacancies.loading')} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          // Rows need room for their columns; the empty text must stay in view on a phone instead.
          minWidth={rows.length > 0 && VACANCY_COLUMNS.length > 2 ? 640 : undefined}
          sortDescriptor={descriptor}
          onSortChange={(next) => setSort({ column: next.column as VacancyColumn, direction: next.direction })}
          columns={VACANCY_COLUMNS.map((column) => ({
            id: column,
            label: t(`vacancies.${column}`),
            isRowHeader: column === 'name',
            allowsSorting: SORTABLE_COLUMNS.includes(column),
          }))}
          rows={sorted}
          cell={(row, column) => row[column]}
          // Without an active company there is nothing to wait for: the company is chosen first.
          empty={
            <div className="ui-table__empty">
              {!withList ? t('vacancies.noCompany') : verified ? t('vacancies.emptyVerified') : t('vacancies.empty')}
            </div>
          }
        />
      )}
    </section>
  );
}
