import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-aria-components/Link';
import type { SortDescriptor } from 'react-aria-components/Table';
import { useTranslation } from 'react-i18next';
import type { VerificationSort } from '../../../shared/api/verification';
import { useOptionList } from '../../../shared/lib/useOptionList';
import {
  Button,
  Cell,
  Column,
  InlineLoader,
  Modal,
  Row,
  Select,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '../../../shared/ui';
import { CompanyStatus } from '../CompanyStatus';
import { formatDateTime } from '../../../shared/lib/dates';
import { TABLE_TIME } from '../format';
import { liveAdvancedSearchMachine } from '../live';
import { Pagination } from '../list/Pagination';
import { EMPTY_FORM, RESULT_PAGE_SIZE, type SearchForm } from './advanced-search.machine';

const ANY = 0;

/** Spec 001 §2–§3: the Filters tab (the advanced search form) and the Result tab (sortable, paged). */
export function AdvancedSearchModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('back-office');
  const [state, send] = useMachine(liveAdvancedSearchMachine);
  const [form, setForm] = useState<SearchForm>(EMPTY_FORM);
  const employees = useOptionList('employees');
  const activities = useOptionList('activities');
  const { answer, failed, sort, order, page } = state.context;
  const tab = state.matches('filters') ? 'filters' : 'result';
  const set = (change: Partial<SearchForm>) => setForm((previous) => ({ ...previous, ...change }));
  const options = (items: { id: number; name: string }[] | null) => [
    { id: ANY, label: t('advanced.any') },
    ...(items ?? []).map((item) => ({ id: item.id, label: item.name })),
  ];
  const sortDescriptor: SortDescriptor = { column: sort, direction: order === 'asc' ? 'ascending' : 'descending' };

  return (
    <Modal title={t('advanced.title')} size="lg" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => (key === 'filters' ? send({ type: 'FILTERS' }) : send({ type: 'SEARCH', form }))}>
        <TabList aria-label={t('advanced.tabsLabel')}>
          <Tab id="filters">{t('advanced.filters')}</Tab>
          <Tab id="result">{t('advanced.result')}</Tab>
        </TabList>
        <TabPanel id="filters">
          <form
            className="bo-form bo-form--grid"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SEARCH', form });
            }}
          >
            <TextField label={t('advanced.companyName')} value={form.companyName} onChange={(companyName) => set({ companyName })} />
            <TextField
              label={t('advanced.edrCode')}
              value={form.edrCode}
              inputMode="numeric"
              maxLength={8}
              onChange={(edrCode) => set({ edrCode: edrCode.replace(/\D/g, '') })}
            />
            <Select
              label={t('advanced.employees')}
              items={options(employees)}
              selectedKey={form.employees ?? ANY}
              onSelectionChange={(key) => set({ employees: Number(key) || null })}
            />
            <Select
              label={t('advanced.activity')}
              items={options(activities)}
              selectedKey={form.activity ?? ANY}
              onSelectionChange={(key) => set({ activity: Number(key) || null })}
            />
            <TextField label={t('advanced.product')} value={form.product} onChange={(product) => set({ product })} />
            <TextField label={t('advanced.site')} value={form.site} onChange={(site) => set({ site })} />
            <TextField label={t('advanced.dateFrom')} type="date" value={form.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
            <TextField label={t('advanced.dateTo')} type="date" value={form.dateTo} onChange={(dateTo) => set({ dateTo })} />
            <div className="bo-form__actions">
              <Button variant="ghost" onPress={() => setForm(EMPTY_FORM)}>
                {t('advanced.reset')}
              </Button>
              <Button type="submit" variant="primary">
                {t('advanced.search')}
              </Button>
            </div>
          </form>
        </TabPanel>
        <TabPanel id="result">
          {state.matches('searching') && !answer ? (
            <InlineLoader />
          ) : failed ? (
            <p role="alert">{t('advanced.failed')}</p>
          ) : (
            <>
              <p className="bo-muted" role="status">
                {answer
                  ? answer.total_capped
                    ? t('search.capped', { count: answer.total })
                    : t('advanced.total', { count: answer.total })
                  : ''}
              </p>
              <Table
                aria-label={t('advanced.result')}
                sortDescriptor={sortDescriptor}
                onSortChange={(d) =>
                  send({ type: 'SORT', sort: d.column as VerificationSort, order: d.direction === 'ascending' ? 'asc' : 'desc' })
                }
                minWidth={640}
              >
                <TableHeader>
                  <Column id="name" allowsSorting isRowHeader>
                    {t('table.company')}
                  </Column>
                  <Column id="code" allowsSorting>
                    {t('table.code')}
                  </Column>
                  <Column id="update_date" allowsSorting>
                    {t('table.date')}
                  </Column>
                  <Column id="status" allowsSorting>
                    {t('table.status')}
                  </Column>
                </TableHeader>
                <TableBody
                  items={answer?.search_result ?? []}
                  renderEmptyState={() => <p className="ui-table__empty">{t('advanced.empty')}</p>}
                >
                  {(row) => (
                    <Row id={row.id}>
                      <Cell>
                        <Link href={`/lc-companies/company/${row.id}`} className="bo-link" onPress={onClose}>
                          {row.name}
                        </Link>
                      </Cell>
                      <Cell>{row.code}</Cell>
                      <Cell>{formatDateTime(row.update_date, undefined, TABLE_TIME)}</Cell>
                      <Cell>
                        <CompanyStatus status={row.status} isDeleted={row.is_del === 1} />
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
              <Pagination
                page={page}
                total={answer?.total ?? 0}
                pageSize={RESULT_PAGE_SIZE}
                onChange={(next) => send({ type: 'PAGE', page: next })}
              />
            </>
          )}
        </TabPanel>
      </Tabs>
    </Modal>
  );
}
