import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { OPEN } from './postings-list.js';

/** The cities and employment types of all open postings, for the filter's choices. */
export interface JobsChoices {
  cities: Array<{ id: number; name: string }>;
  employmentTypes: Array<{ id: number; name: string }>;
}

/**
 * The /jobs filter's choices in one language: the same for every filter and page, so the route
 * keeps them with its pages (PageCache.remember) and asks again only after a change.
 */
export class GetJobsChoicesQuery extends Query<JobsChoices> {
  constructor(readonly lang: Lang) {
    super();
  }
}

/**
 * The cities and types of the open postings, from the small columns (`city_ids`,
 * `employment_type`), each named from the view of one posting that has it: a posting's views are
 * large (stored out of line), and reading every one of them cost hundreds of milliseconds at
 * 10,000 postings.
 */
export const JOBS_CHOICES_SQL = `select c.kind, c.id, case c.kind
    when 'city' then (select office ->> 'city' from careers_posting p, jsonb_array_elements(p.views -> ? -> 'offices') office
                       where p.vacancy_id = c.sample and (office ->> 'cityId')::int = c.id limit 1)
    else (select p.views -> ? -> 'employmentType' ->> 'label' from careers_posting p where p.vacancy_id = c.sample) end as name
  from (
    select 'city' as kind, city.id::int as id, (array_agg(vacancy_id))[1] as sample
      from careers_posting, jsonb_array_elements_text(city_ids) city(id) where ${OPEN} group by 2
    union all
    select 'type', employment_type, (array_agg(vacancy_id))[1]
      from careers_posting where ${OPEN} and employment_type is not null group by 2
  ) c where c.id is not null order by c.kind, c.id`;

@QueryHandler(GetJobsChoicesQuery)
export class GetJobsChoicesHandler implements IQueryHandler<GetJobsChoicesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ lang }: GetJobsChoicesQuery): Promise<JobsChoices> {
    const today = kyivToday();
    const choices = await this.em
      .fork()
      .execute<Array<{ kind: string; id: number; name: string | null }>>(JOBS_CHOICES_SQL, [lang, lang, today, today]);
    const named = choices.map(({ kind, id, name }) => ({ kind, id, name: name ?? '' }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, lang);
    return {
      cities: named
        .filter((c) => c.kind === 'city')
        .map(({ id, name }) => ({ id, name }))
        .sort(byName),
      employmentTypes: named.filter((c) => c.kind === 'type').map(({ id, name }) => ({ id, name })),
    };
  }
}
