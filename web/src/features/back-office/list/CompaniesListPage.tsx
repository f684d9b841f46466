import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'react-aria-components/Link';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  VERIFICATION_TABS,
  type AssignedFilter,
  type CompanyRow,
  type VerificationSort,
  type VerificationTab,
} from '../../../shared/api/verification';
import { useOptionList } from '../../../shared/lib/useOptionList';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import {
  Button,
  ButtonLink,
  Cell,
  Column,
  Icon,
  InlineLoader,
  Row,
  Select,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
} from '../../../shared/ui';
import { formatDateTime, formatTime } from '../../../shared/lib/dates';
import { TABLE_TIME } from '../format';
import { liveCompaniesListMachine } from '../live';
import { pageSizeForHeight } from './companies-list.machine';
import { Pagination } from './Pagination';
import { StatsBlock } from './StatsBlock';
import { CompanyStatus } from '../CompanyStatus';
import '../back-office.css';

const ANYONE = 'anyone';

function DueMark({ row }: { row: CompanyRow }) {
  const { t } = useTranslation('back-office');
  if (!row.due_at) return <span>{t('table.nobody')}</span>;
  return row.overdue ? (
    <span className="bo-due bo-due--overdue">{t('table.overdue')}</span>
  ) : (
    <span className="bo-due">{t('table.dueAt', { time: formatTime(row.due_at) })}</span>
  );
}

/**
 * /lc-companies/{tab}: counters, tabs, the filters, the sortable table and the
 * pages. It stays mounted under an open company modal, so closing the modal shows the list as it
 * was; live events keep it current either way.
 */
export function CompaniesListPage({ tab }: { tab: VerificationTab }) {
  const { t } = useTranslation('back-office');
  const navigate = useNavigate();
  const [state, send] = useMachine(liveCompaniesListMachine, {
    input: { query: { type: tab }, pageSize: pageSizeForHeight(window.innerHeight) },
  });
  const filters = useOptionList('filter_companies');
  const { query, list, failed } = state.context;
  usePageTitle(t('title'));

  // The table fits its page to the window; the machine reloads only when the row count changes.
  useEffect(() => {
    const fit = () => send({ type: 'RESIZE', pageSize: pageSizeForHeight(window.innerHeight) });
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [send]);

  useEffect(() => {
    if (query.type !== tab) send({ type: 'QUERY', query: { type: tab } });
  }, [tab, query.type, send]);

  const loading = state.matches('loading') || state.matches('settling');
  const sortDescriptor: SortDescriptor = { column: query.sort, direction: query.order === 'asc' ? 'ascending' : 'descending' };
  const columns: { id: VerificationSort | 'details'; label: string; sortable: boolean; rowHeader?: boolean }[] = [
    { id: 'id', label: t('table.number'), sortable: true },
    { id: 'name', label: t('table.company'), sortable: true, rowHeader: true },
    { id: 'activity', label: t('table.activity'), sortable: true },
    { id: 'code', label: t('table.code'), sortable: true },
    { id: 'update_date', label: t('table.date'), sortable: true },
    { id: 'files', label: t('table.files'), sortable: true },
    { id: 'status', label: t('table.status'), sortable: true },
    { id: 'due', label: t('table.due'), sortable: true },
    { id: 'details', label: t('table.details'), sortable: false },
  ];

  return (
    <section className="bo-list" aria-busy={loading || undefined}>
      <h1>{t('title')}</h1>
      <StatsBlock counters={list ?? null} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(`/lc-companies/${String(key)}`)}>
        <TabList aria-label={t('tabs.label')}>
          {VERIFICATION_TABS.map((key) => (
            <Tab key={key} id={key}>
              {t(`tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        {VERIFICATION_TABS.map((key) => (
          // Each tab controls a panel (aria-controls); only the shown tab's panel has content.
          <TabPanel key={key} id={key}>
            {key === tab && (
              <>
                <div className="bo-list__toolbar">
                  <Select
                    label={t('filters.filter')}
                    // The option list filter_companies (catalogue); its first entry stands for "all companies".
                    items={(filters ?? []).map((item) => ({ id: item.id, label: item.name }))}
                    isDisabled={!filters?.length}
                    selectedKey={query.filter ?? filters?.[0]?.id ?? null}
                    onSelectionChange={(key) =>
                      send({ type: 'QUERY', query: { filter: key === filters?.[0]?.id ? undefined : Number(key) } })
                    }
                    className="bo-list__filter"
                  />
                  <Select
                    label={t('filters.assigned')}
                    items={[
                      { id: ANYONE, label: t('filters.anyone') },
                      { id: 'mine', label: t('filters.mine') },
                      { id: 'unassigned', label: t('filters.unassigned') },
                    ]}
                    selectedKey={query.assigned ?? ANYONE}
                    onSelectionChange={(key) =>
                      send({ type: 'QUERY', query: { assigned: key === ANYONE ? undefined : (key as AssignedFilter) } })
                    }
                    className="bo-list__filter"
                  />
                  <p className="bo-list__status" role="status">
                    {list && loading ? t('table.updating') : ''}
                  </p>
                </div>
                {failed && !loading ? (
                  <div className="bo-list__failed" role="alert">
                    <p>{t('table.failed')}</p>
                    <Button onPress={() => send({ type: 'RETRY' })}>{t('table.retry')}</Button>
                  </div>
                ) : !list ? (
                  <InlineLoader label={t('table.loading')} />
                ) : (
                  <>
                    <Table
                      aria-label={t('table.label', { tab: t(`tabs.${tab}`) })}
                      sortDescriptor={sortDescriptor}
                      onSortChange={(descriptor) =>
                        send({
                          type: 'QUERY',
                          query: {
                            sort: descriptor.column as VerificationSort,
                            order: descriptor.direction === 'ascending' ? 'asc' : 'desc',
                          },
                        })
                      }
                      minWidth={960}
                    >
                      <TableHeader columns={columns}>
                        {(column) => (
                          <Column id={column.id} allowsSorting={column.sortable} isRowHeader={column.rowHeader}>
                            {column.label}
                          </Column>
                        )}
                      </TableHeader>
                      <TableBody items={list.companies} renderEmptyState={() => <p className="ui-table__empty">{t('table.empty')}</p>}>
                        {(row) => (
                          <Row id={row.id}>
                            <Cell>{row.number}</Cell>
                            <Cell>
                              <Link href={`/lc-companies/company/${row.id}`} className="bo-link">
                                {row.name}
                              </Link>
                              {row.assignee && (
                                <span className="bo-assignee">
                                  {t('table.assignee')}: {row.assignee.name}
                                </span>
                              )}
                            </Cell>
                            <Cell>{row.activity?.name ?? '—'}</Cell>
                            <Cell>{row.code}</Cell>
                            <Cell>{formatDateTime(row.update_date, undefined, TABLE_TIME)}</Cell>
                            <Cell>
                              <Link href={`/lc-companies/company/${row.id}/files`} className="bo-link">
                                {t('table.filesOf', { count: row.files })}
                              </Link>
                            </Cell>
                            <Cell>
                              <CompanyStatus status={row.status} isDeleted={row.is_del === 1} />
                            </Cell>
                            <Cell>
                              <DueMark row={row} />
                            </Cell>
                            <Cell>
                              <ButtonLink
                                href={`/lc-companies/company/${row.id}`}
                                variant="ghost"
                                size="sm"
                                iconOnly
                                aria-label={t('table.detailsOf', { name: row.name })}
                              >
                                <Icon name="eye" size={18} />
                              </ButtonLink>
                            </Cell>
                          </Row>
                        )}
                      </TableBody>
                    </Table>
                    <Pagination
                      page={query.page}
                      total={list.total}
                      pageSize={state.context.pageSize}
                      onChange={(page) => send({ type: 'QUERY', query: { page } })}
                    />
                  </>
                )}
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
