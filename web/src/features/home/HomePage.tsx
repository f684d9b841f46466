import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useTranslation } from 'react-i18next';
import { useAppActor, useAppUser } from '../../shared/session/session-context';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, ButtonLink, DataTable, Icon, InlineLoader, ModalOnFirstOpen, type IconName } from '../../shared/ui';
import { liveActualVacanciesMachine } from './live';
import { HomeInfo } from './info/HomeInfo';
import { MonthCalendar } from './MonthCalendar';
import { AddVacancyAction } from './AddVacancyAction';
import { addVacancyAccess } from './add-vacancy';
import { addActionsNote, SORTABLE_COLUMNS, sortVacancies, VACANCY_COLUMNS, verificationBanner, type VacancyColumn, type VacancyRow, type VacancySort, type VerificationBanner } from './vacancies';
import './home.css';

const ADD_ACTIONS: ReadonlyArray<{ key: 'candidate' | 'vacancy' | 'meeting' | 'task'; icon: IconName }> = [
  { key: 'candidate', icon: 'userPlus' },
  { key: 'vacancy', icon: 'clipboard' },
  { key: 'meeting', icon: 'calendar' },
  { key: 'task', icon: 'tasks' },
];

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useAppUser();
  usePageTitle(t('title'));
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  const banner = verificationBanner(user?.company);
  const companyId = user?.company?.id === undefined || user.company.id === null ? null : String(user.company.id);

  return (
    <div className="home">
      <h1 className="home__greeting">{name ? t('greeting', { name }) : t('greetingNoName')}</h1>
      {banner && <CompanyBanner banner={banner} />}
      <AddActions note={addActionsNote(user?.company)} vacancy={<AddVacancyAction access={addVacancyAccess(user?.company)} />} />
      <div className="home__grid">
        {/* Another active company is another table. */}
        <ActualVacancies key={companyId ?? ''} companyId={companyId} verified={banner?.kind === 'granted'} />
        <MonthCalendar />
      </div>
      {companyId && <HomeInfo key={companyId} companyId={companyId} />}
    </div>
  );
}

/** The verification banner of spec 001 §4; a rejected company gets the way back to its extract. */
function CompanyBanner({ banner }: { banner: NonNullable<VerificationBanner> }) {
  const { t } = useTranslation('companies');
  const app = useAppActor();
  if (banner.kind === 'rejected') {
    return (
      <div className="ui-notice ui-notice--error" role="status">
        <Icon name="alert" />
        <div>
          <p className="home__banner-title">{t('banner.rejectedTitle')}</p>
          {banner.reason && <p>{t('banner.rejectedReason', { reason: banner.reason })}</p>}
          <p>{t('banner.rejectedText')}</p>
          <Button variant="secondary" size="sm" onPress={() => app.send({ type: 'START_VERIFICATION' })}>
            {t('banner.fix')}
          </Button>
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
 * The four add buttons are unavailable until the company is verified (then until their features exist). They stay focusable and
 * say why (a disabled control could not be reached or explained); pressing one opens its
 * placeholder dialog.
 */
function AddActions({ note, vacancy }: { note: ReturnType<typeof addActionsNote>; vacancy: ReactNode }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<(typeof ADD_ACTIONS)[number]['key'] | null>(null);
  const noteId = useId();
  return (
    <section className="home__actions" aria-label={t('actions.label')}>
      <p id={noteId} className="visually-hidden">
        {note === 'afterVerification' ? t('actions.unavailable') : t('actions.notYetBuilt')}
      </p>
      {ADD_ACTIONS.map((action) =>
        // "Добавить вакансию" is built (AddVacancyAction.tsx): it opens the wizard or says why not.
        action.key === 'vacancy' ? (
          <Fragment key={action.key}>{vacancy}</Fragment>
        ) : (
        <Button key={action.key} className="home__add" data-unavailable aria-describedby={noteId} onPress={() => setOpen(action.key)}>
          <Icon name={action.icon} size={18} />
          {t(`actions.${action.key}`)}
        </Button>
        ),
      )}
      <ModalOnFirstOpen
        title={open ? t(`actions.${open}`) : ''}
        size="sm"
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            {t('actions.ok')}
          </Button>
        )}
      >
        <p>{note === 'afterVerification' ? t('actions.placeholderText') : t('actions.notYetBuiltText')}</p>
      </ModalOnFirstOpen>
    </section>
  );
}

/** The active company's published vacancies (get_actual_vacancies), with loading and failure states. */
function ActualVacancies({ companyId, verified }: { companyId: string | null; verified: boolean }) {
  const actor = useActorRef(liveActualVacanciesMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({ loading: s.matches('loading') || s.matches('start'), failed: s.matches('failed'), rows: s.context.rows }));
  return <VacanciesTable rows={view.rows} loading={view.loading} failed={view.failed} onRetry={() => actor.send({ type: 'RETRY' })} verified={verified} withList={companyId !== null} />;
}

function VacanciesTable({ rows, loading, failed, onRetry, verified, withList }: { rows: readonly VacancyRow[]; loading: boolean; failed: boolean; onRetry: () => void; verified: boolean; withList: boolean }) {
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
          // Rows need room for six columns; the empty text must stay in view on a phone instead.
          minWidth={rows.length > 0 ? 640 : undefined}
          sortDescriptor={descriptor}
          onSortChange={(next) => setSort({ column: next.column as VacancyColumn, direction: next.direction })}
          columns={VACANCY_COLUMNS.map((column) => ({ id: column, label: t(`vacancies.${column}`), isRowHeader: column === 'name', allowsSorting: SORTABLE_COLUMNS.includes(column) }))}
          rows={sorted}
          cell={(row, column) => row[column]}
          empty={<div className="ui-table__empty">{verified ? t('vacancies.emptyVerified') : t('vacancies.empty')}</div>}
        />
      )}
    </section>
  );
}
