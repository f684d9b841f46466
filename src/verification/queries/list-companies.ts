import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { COMPANY_STATUS } from '../../company/company.contract.js';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import {
  ASSIGNED_FILTERS,
  SORT_ORDERS,
  VERIFICATION_SORTS,
  VERIFICATION_TABS,
  type AssignedFilter,
  type SortOrder,
  type VerificationSort,
  type VerificationTab,
} from '../../shared/contract/verification.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { LIST_SORT_COLUMNS } from '../read/search-indexes.js';
import {
  COUNTERS,
  countersFrom,
  readCounters,
  ROW_COLUMNS,
  toRows,
  type RowRecord,
  type VerificationCompanyRow,
  type VerificationCounters,
} from './company-rows.js';

/** The tabs, shared with the web (src/shared/contract/verification.ts). */
export const LIST_TYPES = VERIFICATION_TABS;
export type ListType = VerificationTab;
/** The sort keys, orders and claim filter, shared with the web (src/shared/contract/verification.ts). */
export const LIST_SORTS = VERIFICATION_SORTS;
export type ListSort = VerificationSort;
export { SORT_ORDERS, type SortOrder };
export const ASSIGNED = ASSIGNED_FILTERS;
export type Assigned = AssignedFilter;

/** Status of each tab; "all" shows every row (status 1, registered, appears there only). */
const TAB_STATUS: Record<ListType, number | null> = {
  all: null,
  UnderConsideration: COMPANY_STATUS.underConsideration,
  active: COMPANY_STATUS.verified,
  reject: COMPANY_STATUS.rejected,
  deleted: COMPANY_STATUS.deleted,
};
/** The catalogue's `filter_companies` items (1 all, 2 under consideration, 3 verified, 4 rejected, 5 deleted) → status. */
export const FILTER_STATUS: Record<number, number | null> = {
  1: null,
  2: COMPANY_STATUS.underConsideration,
  3: COMPANY_STATUS.verified,
  4: COMPANY_STATUS.rejected,
  5: COMPANY_STATUS.deleted,
};
/** The kept counter of each status (and of every row). */
const COUNTER_OF: Record<number, keyof VerificationCounters> = {
  2: 'companiesUnderConsideration',
  3: 'companiesReject',
  4: 'companiesActive',
  5: 'companiesDeleted',
};

export interface ListRequest {
  type: ListType;
  /** An item id of `filter_companies`: narrows the tab to one status (a status outside the tab: empty). */
  filter?: number;
  assigned?: Assigned;
  sort: ListSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export interface ListAnswer extends VerificationCounters {
  companies: VerificationCompanyRow[];
  total: number;
  page: number;
  page_size: number;
}

export class ListVerificationCompaniesQuery extends Query<ListAnswer> {
  constructor(
    readonly verifierId: string,
    readonly request: ListRequest,
    readonly lang: Lang,
  ) {
    super();
  }
}

/** The one status the tab and the filter leave, null for every row, or 'none' when they disagree. */
export function listStatus(type: ListType, filter: number | undefined): number | null | 'none' {
  const tab = TAB_STATUS[type];
  const chosen = filter === undefined ? null : (FILTER_STATUS[filter] ?? null);
  if (tab === null) return chosen;
  if (chosen === null || chosen === tab) return tab;
  return 'none';
}

/**
 * One page of a tab. The page's `seq`s come from an index-only scan of the sort index of that
 * column (search-indexes.ts) that skips `offset` entries, then only those rows are read: page 1000
 * costs about as much as page 1. "Unassigned" leaves the held cases out by `seq` (a small hashed
 * set), so the scan stays index-only; "mine" starts from the held cases (few) and sorts them.
 * The counters ride along as a column computed once per statement (each round trip costs the API
 * a socket write and PostgreSQL a wake-up). One prepared statement per shape (tab kind ×
 * assignment × sort × order): planned once per connection.
 */
export function pageStatement(byStatus: boolean, assigned: Assigned | undefined, sort: ListSort, order: SortOrder) {
  const column = LIST_SORT_COLUMNS[sort];
  const params: string[] = [];
  const where: string[] = [];
  if (byStatus) where.push(`status_id = $${params.push('status')}`);
  if (assigned === 'mine') where.push(`assignee_id = $${params.push('me')}`);
  if (assigned === 'unassigned') {
    where.push(`seq not in (select seq from verification_company where assignee_id is not null${byStatus ? ' and status_id = $1' : ''})`);
  }
  const keys = column === 'seq' ? ['seq'] : [column, 'seq'];
  const by = (alias: string) => keys.map((key) => `${alias}${key} ${order}`).join(', ');
  const offset = `$${params.push('offset')}`;
  const limit = `$${params.push('limit')}`;
  const text = `select ${ROW_COLUMNS},
          (select json_agg(json_build_object('key', k.key, 'value', k.value)) from (${COUNTERS.text}) k) as counters
     from (select seq from verification_company ${where.length ? `where ${where.join(' and ')}` : ''}
            order by ${by('')} offset ${offset} limit ${limit}) p
     join verification_company v on v.seq = p.seq
    order by ${by('v.')}`;
  return { statement: prepared(`verification.list.${byStatus ? 'status' : 'all'}.${assigned ?? 'any'}.${sort}.${order}`, text), params };
}

const HELD_COUNT = prepared(
  'verification.list.held',
  `select count(*)::int as n from verification_company where assignee_id is not null and ($1::smallint is null or status_id = $1)`,
);
const MINE_COUNT = prepared(
  'verification.list.mine',
  `select count(*)::int as n from verification_company where assignee_id = $1 and ($2::smallint is null or status_id = $2)`,
);

@QueryHandler(ListVerificationCompaniesQuery)
export class ListVerificationCompaniesHandler implements IQueryHandler<ListVerificationCompaniesQuery> {
  constructor(
    private readonly sql: PreparedSql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ verifierId, request, lang }: ListVerificationCompaniesQuery): Promise<ListAnswer> {
    const { page, pageSize } = request;
    const status = listStatus(request.type, request.filter);
    if (status === 'none') return { companies: [], total: 0, page, page_size: pageSize, ...(await readCounters(this.sql)) };
    const { statement, params } = pageStatement(status !== null, request.assigned, request.sort, request.order);
    const values = params.map((name) => ({ status, me: verifierId, offset: (page - 1) * pageSize, limit: pageSize })[name]);
    const records = await this.sql.rows<RowRecord & { counters: Array<{ key: string; value: number }> }>(statement, values);
    // A page past the end has no row to carry the counters.
    const counters = records[0] ? countersFrom(records[0].counters) : await readCounters(this.sql);
    const total = await this.total(status, request.assigned, verifierId, counters);
    return { companies: await toRows(records, this.queries, lang), total, page, page_size: pageSize, ...counters };
  }

  /** From the kept counters; only the held cases are counted (they are few). */
  private async total(status: number | null, assigned: Assigned | undefined, me: string, counters: VerificationCounters): Promise<number> {
    if (assigned === 'mine') return (await this.sql.rows<{ n: number }>(MINE_COUNT, [me, status]))[0]?.n ?? 0;
    const all = status === null ? counters.companiesAll : counters[COUNTER_OF[status]!];
    if (assigned !== 'unassigned') return all;
    const held = (await this.sql.rows<{ n: number }>(HELD_COUNT, [status]))[0]?.n ?? 0;
    return Math.max(0, all - held);
  }
}
