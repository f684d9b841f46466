import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { VacancyRow } from '../../../shared/api/positions';
import { formatDateTime } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppUser } from '../../../shared/session/session-context';
import { useCompanyActions } from '../../../shared/session/company-actions';
import {
  Button,
  ButtonLink,
  Cell,
  Column,
  Icon,
  InlineLoader,
  Row,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
} from '../../../shared/ui';
import { activeFilterCount, EMPTY_FILTERS, type FilterForm } from './filters';
import { FilterPanel } from './FilterPanel';
import { liveVacancyListMachine } from './live';
import { rowHref } from './row-link';
import { pageCount, STATUS_TABS, type StatusTab } from './vacancy-list.machine';
import '../positions.css';

/** /vacancies: the active company's vacancies by status, filtered, paged. */
export function VacancyListPage() {
  const { t } = useTranslation('vacancies');
  usePageTitle(t('list.title'));
  const company = useAppUser()?.company;
  const companyId = company?.id === undefined || company?.id === null ? '' : String(company.id);
  if (!companyId) {
    return (
      <div className="positions-page">
        <h1>{t('list.title')}</h1>
        <div className="ui-notice">
          <Icon name="info" />
          <p>{t('list.noCompany')}</p>
        </div>
      </div>
    );
  }
  // Another active company is another list.
  return <CompanyVacancies key={companyId} companyId={companyId} />;
}

function CompanyVacancies({ companyId }: { companyId: string }) {
  const { t } = useTranslation('vacancies');
  const actor = useActorRef(liveVacancyListMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    message: s.context.message,
    query: s.context.query,
    rows: s.context.rows,
    total: s.context.total,
  }));
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The header's "Advanced search" opens the filters (/vacancies?filters=1), also from this page.
  const [params, setParams] = useSearchParams();
  const askedForFilters = params.get('filters') === '1';
  useEffect(() => {
    if (!askedForFilters) return;
    setFiltersOpen(true);
    setParams({}, { replace: true });
  }, [askedForFilters, setParams]);
  const panelId = useId();
  const filtersOn = activeFilterCount(view.query.filters);

  return (
    <div className="positions-page">
      <div className="positions-page__head">
        <h1>{t('list.title')}</h1>
        <div className="positions-actions">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? panelId : undefined}
            onPress={() => setFiltersOpen(!filtersOpen)}
          >
            <Icon name="search" />
            {filtersOn > 0 ? t('filters.openCount', { count: filtersOn }) : t('filters.open')}
          </Button>
          <ButtonLink variant="primary" href="/add-vacancy">
            <Icon name="plus" />
            {t('list.new')}
          </ButtonLink>
        </div>
      </div>
      {filtersOpen && (
        <FilterPanel id={panelId} form={form} onFormChange={setForm} onApply={(filters) => actor.send({ type: 'FILTER', filters })} />
      )}
      <Tabs selectedKey={view.query.status} onSelectionChange={(key) => actor.send({ type: 'TAB', status: key as StatusTab })}>
        <TabList aria-label={t('list.tabs')}>
          {STATUS_TABS.map((tab) => (
            <Tab key={tab} id={tab}>
              {t(`list.${tab}`)}
            </Tab>
          ))}
        </TabList>
        {STATUS_TABS.map((tab) => (
          <TabPanel key={tab} id={tab}>
            {view.failed ? (
              <div className="ui-notice ui-notice--error" role="alert">
                <Icon name="alert" />
                <div>
                  <p>
                    {t('list.failed')} {view.message}
                  </p>
                  <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
                    {t('list.retry')}
                  </Button>
                </div>
              </div>
            ) : (
              <ListTable companyId={companyId} rows={view.rows} loading={view.loading} filtered={filtersOn > 0} label={t(`list.${tab}`)} />
            )}
          </TabPanel>
        ))}
      </Tabs>
      <Pagination page={view.query.page} pages={pageCount(view.total)} onChange={(page) => actor.send({ type: 'PAGE', page })} />
    </div>
  );
}

function ListTable({
  companyId,
  rows,
  loading,
  filtered,
  label,
}: {
  companyId: string;
  rows: VacancyRow[];
  loading: boolean;
  filtered: boolean;
  label: string;
}) {
  const { t } = useTranslation('vacancies');
  // A published vacancy's candidates (the recruiting area's board), for whom may see them.
  const candidates = useCompanyActions().can('viewCandidates');
  if (loading && rows.length === 0) return <InlineLoader label={t('list.loading')} />;
  return (
    <div aria-busy={loading || undefined}>
      <Table aria-label={`${t('list.title')}: ${label}`} minWidth={rows.length > 0 ? 760 : undefined}>
        <TableHeader>
          <Column id="number">{t('list.number')}</Column>
          <Column id="name" isRowHeader>
            {t('list.name')}
          </Column>
          <Column id="department">{t('list.department')}</Column>
          <Column id="status">{t('list.status')}</Column>
          <Column id="author">{t('list.author')}</Column>
          <Column id="updated">{t('list.updated')}</Column>
          {candidates ? <Column id="candidates">{t('list.candidates')}</Column> : null}
        </TableHeader>
        <TableBody
          items={rows}
          renderEmptyState={() => <div className="ui-table__empty">{filtered ? t('list.emptyFiltered') : t('list.empty')}</div>}
        >
          {(row) => (
            <Row id={row.id} href={rowHref(companyId, row)}>
              <Cell>{row.number}</Cell>
              <Cell>{row.name}</Cell>
              <Cell>{row.department_name ?? '—'}</Cell>
              <Cell>
                <span className="positions-status" data-status={row.status}>
                  {t(`status.${row.status}`)}
                </span>
              </Cell>
              <Cell>{row.author_name}</Cell>
              <Cell>{formatDateTime(row.updated_at)}</Cell>
              {candidates ? (
                <Cell>
                  {row.status === 'published' ? (
                    <ButtonLink
                      variant="ghost"
                      size="sm"
                      href={`/personne/vacancy/${encodeURIComponent(row.id)}`}
                      aria-label={t('list.boardOf', { name: row.name })}
                    >
                      {t('list.board')}
                    </ButtonLink>
                  ) : (
                    '—'
                  )}
                </Cell>
              ) : null}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('vacancies');
  if (pages <= 1) return null;
  return (
    <nav className="positions-pagination" aria-label={t('list.pagination')}>
      <Button variant="ghost" size="sm" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t('list.previous')}
      </Button>
      <span aria-current="page">{t('list.page', { page, pages })}</span>
      <Button variant="ghost" size="sm" isDisabled={page >= pages} onPress={() => onChange(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
