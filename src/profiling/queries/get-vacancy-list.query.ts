import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { listVacancies, vacancyFilter, type VacancyRow } from './read/vacancy-list.js';
import { type Id } from '../../shared/domain/id.js';

/** `get_vacancy_list`: one page of the company's vacancies by the filter keys the DTO checked (any member reads). */
export class GetVacancyListQuery extends Query<{ vacancies: VacancyRow[]; total: number }> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly filter: Record<string, unknown>,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetVacancyListQuery)
export class GetVacancyListHandler implements IQueryHandler<GetVacancyListQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, filter, lang }: GetVacancyListQuery): Promise<{ vacancies: VacancyRow[]; total: number }> {
    await requireAccess(this.queries, userId, companyId, 'read');
    return listVacancies(this.em, this.queries, userId, companyId, vacancyFilter(filter), lang);
  }
}
