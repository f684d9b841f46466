import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../../catalogue/catalogue.contract.js';
import { GetCompanyInfoQuery } from '../../../company/company.contract.js';
import { GetAccountContactsQuery } from '../../../identity/identity.contract.js';
import type { Lang } from '../../../shared/i18n/lang.js';
import { Department } from '../../domain/profile.entity.js';
import type { VacancyStatus } from '../../domain/vacancy.entity.js';
import { VACANCY_LIMITS, checkNumberRange } from '../../domain/vacancy.rules.js';
import { type Id } from '../../../shared/domain/id.js';

/** A row of the company vacancy list and of the home table (web/src/shared/api/positions.ts VacancyRow). */
export interface VacancyRow {
  id: string;
  number: number;
  name: string;
  department_name: string | null;
  status: VacancyStatus;
  author_name: string;
  updated_at: string;
  published_at: string | null;
  counters: { newResponses: number; awaitingCall: number; passedTesting: number; awaitingInterview: number };
}

interface Row {
  id: string;
  number: number;
  name: string;
  status: VacancyStatus;
  author_user_id: string;
  department_id: string | null;
  id_position: number | null;
  updated_at: Date | string;
  published_at: Date | string | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The home table shows at most this many actual vacancies. */
export const ACTUAL_LIMIT = 50;

type Body = Record<string, unknown>;
// Of spec 001 §3's filter keys, age, gender and family_status are left out: the list is never
// narrowed by the protected characteristics (PROTECTED_VACANCY_FIELDS, src/shared/contract/vacancy.ts).
export const ID_FILTERS = ['education', 'experience', 'employment_type'] as const;
export const FLAG_FILTERS = ['car_available', 'military_service'] as const;

/** The filter of get_vacancy_list as SQL conditions over the vacancy's JSON values. */
export interface VacancyFilter {
  where: string[];
  params: unknown[];
  activity: number | null;
  page: number;
  pageSize: number;
}

export function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}
/** A whole number, also as text; null otherwise. */
export function whole(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

/** The filter keys as SQL conditions; the DTO (http/vacancies.dto.ts VacancyListDto) has checked their shapes. */
export function vacancyFilter(body: Body): VacancyFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  if (present(body.status) && body.status !== 'all') {
    where.push('v.status = ?');
    params.push(body.status);
  }
  if (present(body.name)) {
    where.push("v.name ilike ? escape '\\'");
    params.push(
      `%${String(body.name)
        .trim()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  }
  for (const key of ['programs', 'languages'] as const) {
    if (!present(body[key])) continue;
    const ids = (Array.isArray(body[key]) ? (body[key] as unknown[]) : [body[key]]).map(whole);
    where.push(
      `exists (select 1 from jsonb_array_elements(v."values"->'${key}') s where (s->>'name')::int in (select jsonb_array_elements_text(?::jsonb)::int))`,
    );
    params.push(JSON.stringify(ids));
  }
  const salary = present(body.salary) ? checkNumberRange(body.salary, 0, VACANCY_LIMITS.salaryMax) : null;
  if (salary && 'range' in salary) {
    where.push(`((v."values"->'salary'->>'from')::bigint <= ? and (v."values"->'salary'->>'to')::bigint >= ?)`);
    params.push(salary.range.to, salary.range.from);
  }
  if (present(body.address_vacancy)) {
    where.push(`exists (select 1 from jsonb_array_elements(v."values"->'address_vacancy') a where (a->>'city_id')::int = ?)`);
    params.push(whole(body.address_vacancy));
  }
  for (const key of [...ID_FILTERS, ...FLAG_FILTERS]) {
    if (!present(body[key])) continue;
    where.push(`(v."values"->>'${key}')::int = ?`);
    params.push(whole(body[key]));
  }
  const activity = present(body.s_activity) ? whole(body.s_activity) : null;
  const page = present(body.page) ? whole(body.page)! : 1;
  const pageSize = present(body.page_size) ? whole(body.page_size)! : DEFAULT_PAGE_SIZE;
  return { where, params, activity, page, pageSize };
}

/** Rows with department and author names in the caller's language; counters stay 0 until candidates exist. */
async function rows(em: EntityManager, queries: QueryBus, companyId: string, found: Row[], lang: Lang): Promise<VacancyRow[]> {
  const departmentIds = [...new Set(found.flatMap((row) => (row.department_id ? [row.department_id] : [])))];
  const departments = departmentIds.length > 0 ? await em.find(Department, { id: { $in: departmentIds }, companyId }) : [];
  const listIds = departments.flatMap((department) => (department.listItemId ? [department.listItemId] : []));
  const listNames =
    listIds.length > 0 ? await queries.execute(new GetCatalogueNamesQuery({ kind: 'list', list: 'tl_lists' }, listIds, lang)) : {};
  const departmentName = new Map(
    departments.map((department) => [department.id, (department.listItemId ? listNames[department.listItemId] : '') || department.name]),
  );
  // The stored name is the position's name in its author's language; readers see their own.
  const positionIds = [...new Set(found.flatMap((row) => (row.id_position === null ? [] : [row.id_position])))];
  const positionNames =
    positionIds.length > 0 ? await queries.execute(new GetCatalogueNamesQuery({ kind: 'position' }, positionIds, lang)) : {};
  const people =
    found.length > 0 ? await queries.execute(new GetAccountContactsQuery([...new Set(found.map((row) => row.author_user_id))])) : new Map();
  const iso = (value: Date | string) => new Date(value).toISOString();
  return found.map((row) => ({
    id: row.id,
    number: row.number,
    name: (row.id_position === null ? '' : positionNames[row.id_position]) || row.name,
    department_name: row.department_id ? (departmentName.get(row.department_id) ?? null) : null,
    status: row.status,
    author_name: people.get(row.author_user_id)?.displayName ?? '',
    updated_at: iso(row.updated_at),
    published_at: row.published_at ? iso(row.published_at) : null,
    counters: { newResponses: 0, awaitingCall: 0, passedTesting: 0, awaitingInterview: 0 },
  }));
}

const COLUMNS = `v.id, v.number, v.name, v.status, v.author_user_id, v."values"->>'department_id' as department_id, (v."values"->>'id_position')::int as id_position, v.updated_at, v.published_at`;

/** get_vacancy_list: the company's vacancies matching the filter, newest number first, one page and the total. */
export async function listVacancies(
  em: EntityManager,
  queries: QueryBus,
  userId: string,
  companyId: Id,
  filter: VacancyFilter,
  lang: Lang,
): Promise<{ vacancies: VacancyRow[]; total: number }> {
  if (filter.activity !== null) {
    // The activity is the company's: either all of its vacancies match or none.
    const company = await queries.execute(new GetCompanyInfoQuery(userId, companyId, lang));
    if (company.activity?.id !== filter.activity) return { vacancies: [], total: 0 };
  }
  const where = ['v.company_id = ?', ...filter.where].join(' and ');
  const params = [companyId, ...filter.params];
  const connection = em.getConnection();
  const [count] = await connection.execute<{ total: string | number }[]>(
    `select count(*) as total from profiling_vacancy v where ${where}`,
    params,
  );
  const found = await connection.execute<Row[]>(
    `select ${COLUMNS} from profiling_vacancy v where ${where} order by v.number desc limit ? offset ?`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { vacancies: await rows(em, queries, companyId, found, lang), total: Number(count?.total ?? 0) };
}

/** get_actual_vacancies: the company's published vacancies, newest publication first (the home table). */
export async function actualVacancies(em: EntityManager, queries: QueryBus, companyId: string, lang: Lang): Promise<VacancyRow[]> {
  const found = await em
    .getConnection()
    .execute<Row[]>(
      `select ${COLUMNS} from profiling_vacancy v where v.company_id = ? and v.status = 'published' order by v.published_at desc nulls last, v.number desc limit ?`,
      [companyId, ACTUAL_LIMIT],
    );
  return rows(em, queries, companyId, found, lang);
}
