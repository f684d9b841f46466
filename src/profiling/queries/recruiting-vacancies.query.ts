import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { VacancyStatus } from '../../shared/contract/vacancy.js';
import { parseId } from '../../shared/domain/id.js';
import { Vacancy } from '../domain/vacancy.entity.js';

/** A vacancy as the recruiting pipeline needs it: whose it is, what it is called, whether it recruits. */
export interface VacancyFacts {
  id: string;
  companyId: string;
  number: number;
  /** The stored name (its author's language); may be empty while the wizard has not named it. */
  name: string;
  status: VacancyStatus;
  authorUserId: string;
}

/**
 * One company's vacancies by id (ids of another company, unknown or malformed ones are left out, so
 * the asker answers 404 for them). No access check: the asking context has admitted its caller.
 */
export class GetCompanyVacanciesQuery extends Query<Map<string, VacancyFacts>> {
  constructor(
    readonly companyId: string,
    readonly vacancyIds: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(GetCompanyVacanciesQuery)
export class GetCompanyVacanciesHandler implements IQueryHandler<GetCompanyVacanciesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ companyId, vacancyIds }: GetCompanyVacanciesQuery): Promise<Map<string, VacancyFacts>> {
    const ids = [...new Set(vacancyIds.filter((id) => parseId(id) !== null))];
    if (ids.length === 0 || parseId(companyId) === null) return new Map();
    const vacancies = await this.em
      .fork()
      .find(Vacancy, { companyId, id: { $in: ids } }, { fields: ['companyId', 'number', 'name', 'status', 'authorUserId'] });
    return new Map(
      vacancies.map((vacancy) => [
        vacancy.id,
        {
          id: vacancy.id,
          companyId: vacancy.companyId,
          number: vacancy.number,
          name: vacancy.name,
          status: vacancy.status as VacancyStatus,
          authorUserId: vacancy.authorUserId,
        },
      ]),
    );
  }
}
