import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { PostingSummary } from '../read/views.js';
import { OPEN, SUMMARY_COLUMNS, summariesOf, type SummaryRow } from './postings-list.js';

/** Postings a page of /jobs shows. */
export const JOBS_PAGE_SIZE = 20;

export interface JobsFilter {
  text: string;
  cityId: number | null;
  employmentType: number | null;
  page: number;
}

export interface JobsPage {
  items: PostingSummary[];
  /** Whether a next page exists (one more row was read). */
  more: boolean;
  /** The cities and employment types of all open postings, for the filter's choices. */
  cities: Array<{ id: number; name: string }>;
  employmentTypes: Array<{ id: number; name: string }>;
}

/** `/jobs`: open public postings, newest first, filtered, a page of JOBS_PAGE_SIZE. */
export class GetJobsQuery extends Query<JobsPage> {
  constructor(
    readonly filter: JobsFilter,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetJobsQuery)
export class GetJobsHandler implements IQueryHandler<GetJobsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter, lang }: GetJobsQuery): Promise<JobsPage> {
    const today = kyivToday();
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
    const em = this.em.fork();
    const rows = await em.execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from careers_posting where ${where.join(' and ')} order by posted_at desc, vacancy_id limit ? offset ?`,
      params,
    );
    // The filter's choices: the cities and types that open postings have (named from their views).
    const choices = await em.execute<Array<{ kind: string; id: number; name: string }>>(
      `select distinct on (kind, id) kind, id, name from (
         select 'city' as kind, (office ->> 'cityId')::int as id, office ->> 'city' as name
           from careers_posting p, jsonb_array_elements(p.views -> ? -> 'offices') office where ${OPEN}
         union all
         select 'type', employment_type, views -> ? -> 'employmentType' ->> 'label'
           from careers_posting where ${OPEN} and employment_type is not null
       ) c where id is not null order by kind, id`,
      [lang, today, lang, today],
    );
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, lang);
    return {
      items: summariesOf(rows.slice(0, JOBS_PAGE_SIZE)),
      more: rows.length > JOBS_PAGE_SIZE,
      cities: choices
        .filter((c) => c.kind === 'city')
        .map(({ id, name }) => ({ id, name }))
        .sort(byName),
      employmentTypes: choices.filter((c) => c.kind === 'type').map(({ id, name }) => ({ id, name })),
    };
  }
}
