import { MikroORM } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { LIST_SORT_COLUMNS, nameKeySql } from '../read/search-indexes.js';
import { ROW_COLUMNS, toRows, type RowRecord, type VerificationCompanyRow } from './company-rows.js';
import type { ListSort, SortOrder } from './list-companies.js';
import { COUNT_CAP } from './quick-search.js';
import { findMatch, likeEscape, normalizeSearch, type SearchMatch } from './search-text.js';

/** The advanced search form of spec 001 §3; absent fields (the client drops empty ones) do not filter. */
export interface FindCriteria {
  value?: string;
  companyName?: string;
  employees?: number;
  edrCode?: string;
  activity?: number;
  product?: string;
  site?: string;
  /** YYYY-MM-DD, inclusive, on the table's date column (update_date), UTC days. */
  dateFrom?: string;
  dateTo?: string;
}

export interface FindRequest extends FindCriteria {
  sort: ListSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export type FoundRow = VerificationCompanyRow & { match: SearchMatch | null };

export interface FindAnswer {
  search_result: FoundRow[];
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}

export class FindVerificationCompaniesQuery extends Query<FindAnswer> {
  constructor(
    readonly request: FindRequest,
    readonly lang: Lang,
  ) {
    super();
  }
}

/**
 * Conditions for the filled fields. Text follows the quick search: one or two characters match the
 * start of the name (or of the name without its legal form), three and more any part of it
 * (pg_trgm); codes match by prefix; product and site by any part (pg_trgm on lower(...)).
 */
export function findConditions(c: FindCriteria): { where: string[]; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  const $ = (value: unknown) => `$${values.push(value)}`;
  const nameCondition = (text: string) => {
    const p = likeEscape(text);
    if (text.length >= 3) return `v.name_lower like ${$(`%${p}%`)}`;
    const prefix = $(`${p}%`);
    return `(v.name_lower like ${prefix} or ${nameKeySql('v.name_lower')} like ${prefix})`;
  };
  const value = c.value ? normalizeSearch(c.value) : '';
  if (value) {
    const name = nameCondition(value);
    where.push(/^\d{1,8}$/.test(value) ? `(${name} or v.code like ${$(`${value}%`)})` : name);
  }
  const companyName = c.companyName ? normalizeSearch(c.companyName) : '';
  if (companyName) where.push(nameCondition(companyName));
  if (c.edrCode) where.push(`v.code like ${$(`${likeEscape(c.edrCode.trim())}%`)}`);
  if (c.employees !== undefined) where.push(`v.employees_id = ${$(c.employees)}`);
  if (c.activity !== undefined) where.push(`v.activity_id = ${$(c.activity)}`);
  const product = c.product ? normalizeSearch(c.product) : '';
  if (product) where.push(`lower(v.services) like ${$(`%${likeEscape(product)}%`)}`);
  const site = c.site ? normalizeSearch(c.site) : '';
  if (site) where.push(`lower(v.website) like ${$(`%${likeEscape(site)}%`)}`);
  if (c.dateFrom) where.push(`v.updated_at >= ${$(c.dateFrom)}::date::timestamp at time zone 'UTC'`);
  if (c.dateTo) where.push(`v.updated_at < (${$(c.dateTo)}::date + 1)::timestamp at time zone 'UTC'`);
  return { where, values };
}

/**
 * `findListVerificationCompany`: the advanced search's result table, sortable and paged like the
 * list; `total` stops counting at 1000 (`total_capped`). Planned per request with its values (a
 * common trigram is read from the table, a rare one through the index).
 */
@QueryHandler(FindVerificationCompaniesQuery)
export class FindVerificationCompaniesHandler implements IQueryHandler<FindVerificationCompaniesQuery> {
  constructor(
    private readonly orm: MikroORM,
    private readonly queries: QueryBus,
  ) {}

  async execute({ request, lang }: FindVerificationCompaniesQuery): Promise<FindAnswer> {
    const { where, values } = findConditions(request);
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const column = LIST_SORT_COLUMNS[request.sort];
    const order = (column === 'seq' ? ['seq'] : [column, 'seq']).map((key) => `v.${key} ${request.order}`).join(', ');
    const pool = await this.orm.em.getConnection().getNativeClient();
    const offset = (request.page - 1) * request.pageSize;
    const n = values.length;
    const [page, count] = await Promise.all([
      pool.query<RowRecord>(
        `select ${ROW_COLUMNS} from verification_company v ${filter} order by ${order} offset $${n + 1} limit $${n + 2}`,
        [...values, offset, request.pageSize],
      ),
      pool.query<{ n: number }>(`select count(*)::int as n from (select 1 from verification_company v ${filter} limit $${n + 1}) x`, [
        ...values,
        COUNT_CAP + 1,
      ]),
    ]);
    const total = count.rows[0]?.n ?? 0;
    const rows = await toRows(page.rows, this.queries, lang);
    const text = normalizeSearch(request.value ?? '') || normalizeSearch(request.companyName ?? '');
    const code = request.edrCode?.trim() || (/^\d{1,8}$/.test(text) ? text : '');
    return {
      search_result: rows.map((row) => ({
        ...row,
        match:
          code && row.code.startsWith(code) ? { field: 'code', start: 0, length: code.length } : text ? findMatch(row.name, text) : null,
      })),
      total: Math.min(total, COUNT_CAP),
      total_capped: total > COUNT_CAP,
      page: request.page,
      page_size: request.pageSize,
    };
  }
}
