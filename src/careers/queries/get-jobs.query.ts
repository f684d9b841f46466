import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { PostingSummary } from '../read/views.js';
import type { JobsChoices } from './get-jobs-choices.query.js';
import { OPEN, SUMMARY_COLUMNS, summariesOf, type SummaryRow } from './postings-list.js';

/** Postings a page of /jobs shows. */
export const JOBS_PAGE_SIZE = 20;

export interface JobsFilter {
  text: string;
  cityId: number | null;
  employmentType: number | null;
  page: number;
}

/** One page of the list. */
export interface JobsList {
  items: PostingSummary[];
  /** Whether a next page exists (one more row was read). */
  more: boolean;
}

/** What the /jobs page shows. */
export type JobsPage = JobsList & JobsChoices;

/** `/jobs`: open public postings, newest first, filtered, a page of JOBS_PAGE_SIZE. */
export class GetJobsQuery extends Query<JobsList> {
  constructor(
    readonly filter: JobsFilter,
    readonly lang: Lang,
  ) {
    super();
  }
}

/**
 * The SQL of one page of /jobs (`?` placeholders): open postings, newest first. The text filter is
 * a substring of `search` (lower case, "ё" as "е"), served by the pg_trgm GIN index
 * `careers_posting_search_trgm_idx` for three characters and more. Exported for the EXPLAIN test and
 * the search benchmark, so both read the query the page runs.
 */
export function jobsPageSql(filter: JobsFilter, lang: Lang, today: string): { sql: string; params: unknown[] } {
  const where = [OPEN];
  const params: unknown[] = [lang, today];
  const text = filter.text.trim().toLowerCase().replaceAll('ё', 'е');
  if (text) {
    where.push(`search like ? escape '\\'`);
    params.push(`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  }
  if (filter.cityId !== null) {
    where.push(`city_ids @> ?::jsonb`);
    params.push(JSON.stringify([filter.cityId]));
  }
  if (filter.employmentType !== null) {
    where.push(`employment_type = ?`);
    params.push(filter.employmentType);
  }
  params.push(JOBS_PAGE_SIZE + 1, (filter.page - 1) * JOBS_PAGE_SIZE);
  return {
    sql: `select ${SUMMARY_COLUMNS} from careers_posting where ${where.join(' and ')} order by posted_at desc, vacancy_id limit ? offset ?`,
    params,
  };
}

@QueryHandler(GetJobsQuery)
export class GetJobsHandler implements IQueryHandler<GetJobsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter, lang }: GetJobsQuery): Promise<JobsList> {
    const { sql, params } = jobsPageSql(filter, lang, kyivToday());
    const rows = await this.em.fork().execute<SummaryRow[]>(sql, params);
    return { items: summariesOf(rows.slice(0, JOBS_PAGE_SIZE)), more: rows.length > JOBS_PAGE_SIZE };
  }
}
