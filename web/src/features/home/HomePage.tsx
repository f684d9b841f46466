import { useId, useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useTranslation } from 'react-i18next';
import { useAppUser } from '../../shared/session/session-context';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button, Cell, Column, Icon, Modal, Row, Table, TableBody, TableHeader, type IconName } from '../../shared/ui';
import { MonthCalendar } from './MonthCalendar';
import { addActionsNote, SORTABLE_COLUMNS, sortVacancies, VACANCY_COLUMNS, verificationBanner, type VacancyColumn, type VacancyRow, type VacancySort } from './vacancies';
import './home.css';

const ADD_ACTIONS: ReadonlyArray<{ key: 'candidate' | 'vacancy' | 'meeting' | 'task'; icon: IconName }> = [
  { key: 'candidate', icon: 'userPlus' },
  { key: 'vacancy', icon: 'clipboard' },
  { key: 'meeting', icon: 'calendar' },
  { key: 'task', icon: 'tasks' },
];

// Vacancies come with the positions work of specification 001; nothing is invented meanwhile.
const NO_VACANCIES: readonly VacancyRow[] = [];

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useAppUser();
  usePageTitle(t('title'));
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  const banner = verificationBanner(user?.step);

  return (
    <div className="home">
      <h1 className="home__greeting">{name ? t('greeting', { name }) : t('greetingNoName')}</h1>
      {banner && (
        <div className={`ui-notice ${banner === 'waiting' ? 'ui-notice--warning' : 'home__granted'}`} role="status">
          <Icon name={banner === 'waiting' ? 'info' : 'success'} />
          <div>
            <p className="home__banner-title">{banner === 'waiting' ? t('banner.waitingTitle') : t('banner.grantedTitle')}</p>
            <p>{banner === 'waiting' ? t('banner.waitingText') : t('banner.grantedText')}</p>
          </div>
        </div>
      )}
      <AddActions note={addActionsNote(user?.step)} />
      <div className="home__grid">
        <VacanciesTable rows={NO_VACANCIES} />
        <MonthCalendar />
      </div>
    </div>
  );
}

/**
 * The four add buttons are unavailable until the company is verified (then until their features exist). They stay focusable and
 * say why (a disabled control could not be reached or explained); pressing one opens its
 * placeholder dialog.
 */
function AddActions({ note }: { note: ReturnType<typeof addActionsNote> }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<(typeof ADD_ACTIONS)[number]['key'] | null>(null);
  const noteId = useId();
  return (
    <section className="home__actions" aria-label={t('actions.label')}>
      <p id={noteId} className="visually-hidden">
        {note === 'afterVerification' ? t('actions.unavailable') : t('actions.notYetBuilt')}
      </p>
      {ADD_ACTIONS.map((action) => (
        <Button key={action.key} className="home__add" data-unavailable aria-describedby={noteId} onPress={() => setOpen(action.key)}>
          <Icon name={action.icon} size={18} />
          {t(`actions.${action.key}`)}
        </Button>
      ))}
      <Modal
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
      </Modal>
    </section>
  );
}

function VacanciesTable({ rows }: { rows: readonly VacancyRow[] }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const [sort, setSort] = useState<VacancySort | null>(null);
  const sorted = useMemo(() => sortVacancies(rows, sort), [rows, sort]);
  const descriptor: SortDescriptor | undefined = sort ? { column: sort.column, direction: sort.direction } : undefined;

  return (
    <section className="home-card home-vacancies" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card__title">
        {t('vacancies.title')}
      </h2>
      <Table
        aria-labelledby={titleId}
        // Rows need room for six columns; the empty text must stay in view on a phone instead.
        minWidth={rows.length > 0 ? 640 : undefined}
        sortDescriptor={descriptor}
        onSortChange={(next) => setSort({ column: next.column as VacancyColumn, direction: next.direction })}
      >
        <TableHeader>
          {VACANCY_COLUMNS.map((column) => (
            <Column key={column} id={column} isRowHeader={column === 'name'} allowsSorting={SORTABLE_COLUMNS.includes(column)}>
              {t(`vacancies.${column}`)}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={sorted} renderEmptyState={() => <div className="ui-table__empty">{t('vacancies.empty')}</div>}>
          {(row) => (
            <Row id={row.id}>
              {VACANCY_COLUMNS.map((column) => (
                <Cell key={column}>{row[column]}</Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </section>
  );
}
