import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import { OPEN } from './postings-list.js';

export interface SitemapEntry {
  path: string;
  lastmod: string;
}

/** `/sitemap.xml`: every open public posting and every public employer, with the day it last changed. */
export class GetSitemapQuery extends Query<SitemapEntry[]> {}

@QueryHandler(GetSitemapQuery)
export class GetSitemapHandler implements IQueryHandler<GetSitemapQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SitemapEntry[]> {
    const em = this.em.fork();
    const postings = await em.execute<Array<{ vacancy_id: string; updated_at: Date | string }>>(
      `select vacancy_id, updated_at from careers_posting where ${OPEN} order by posted_at desc, vacancy_id limit 45000`,
      [kyivToday()],
    );
    const employers = await em.execute<Array<{ company_id: string; updated_at: Date | string }>>(
      `select company_id, updated_at from careers_employer order by company_id limit 5000`,
    );
    return [
      ...postings.map((row) => ({ path: `/jobs/${row.vacancy_id}`, lastmod: new Date(row.updated_at).toISOString() })),
      ...employers.map((row) => ({ path: `/employers/${row.company_id}`, lastmod: new Date(row.updated_at).toISOString() })),
    ];
  }
}
