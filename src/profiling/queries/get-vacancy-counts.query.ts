import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { requireAccess } from '../services/access.js';
import { VACANCY_STATUSES, type VacancyStatus } from '../domain/vacancy.entity.js';
import { type Id } from '../../shared/domain/id.js';

export type VacancyCounts = Record<VacancyStatus, number>;

/**
 * How many vacancies the company has in each status (`get_vacancy_counts`, the "Моя компания"
 * page, /my-company). Any member reads (404 COMPANY_NOT_FOUND for strangers).
 */
export class GetVacancyCountsQuery extends Query<VacancyCounts> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
  ) {
    super();
  }
}

@QueryHandler(GetVacancyCountsQuery)
export class GetVacancyCountsHandler implements IQueryHandler<GetVacancyCountsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId }: GetVacancyCountsQuery): Promise<VacancyCounts> {
    await requireAccess(this.queries, userId, companyId, 'read');
    // One grouped count over the company's rows (the table is indexed by company).
    const rows = await this.em.execute<Array<{ status: string; count: string }>>(
      'select status, count(*) as count from profiling_vacancy where company_id = ? group by status',
      [companyId],
    );
    const counts = Object.fromEntries(VACANCY_STATUSES.map((status) => [status, 0])) as VacancyCounts;
    for (const row of rows)
      if ((VACANCY_STATUSES as readonly string[]).includes(row.status)) counts[row.status as VacancyStatus] = Number(row.count);
    return counts;
  }
}
