import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { requireAccess } from '../services/access.js';
import { actualVacancies, type VacancyRow } from './read/vacancy-list.js';
import { type Id } from '../../shared/domain/id.js';

/** `get_actual_vacancies`: the company's published vacancies, newest first (the home table). */
export class GetActualVacanciesQuery extends Query<VacancyRow[]> {
  constructor(
    readonly userId: string,
    readonly companyId: Id,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetActualVacanciesQuery)
export class GetActualVacanciesHandler implements IQueryHandler<GetActualVacanciesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, lang }: GetActualVacanciesQuery): Promise<VacancyRow[]> {
    await requireAccess(this.queries, userId, companyId, 'read');
    return actualVacancies(this.em, this.queries, companyId, lang);
  }
}
