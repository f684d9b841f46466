import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Vacancy } from '../domain/vacancy.entity.js';

/** A vacancy's number and name (the name may be empty while the wizard has not named it). */
export interface VacancyTitle {
  companyId: string;
  number: number;
  name: string;
}

/**
 * Vacancies' numbers and names by id (unknown ids are left out). No access check: the asking
 * context has admitted its caller (the notification centre names the vacancy an event is about).
 */
export class GetVacancyTitlesQuery extends Query<Map<string, VacancyTitle>> {
  constructor(readonly vacancyIds: string[]) {
    super();
  }
}

@QueryHandler(GetVacancyTitlesQuery)
export class GetVacancyTitlesHandler implements IQueryHandler<GetVacancyTitlesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vacancyIds }: GetVacancyTitlesQuery): Promise<Map<string, VacancyTitle>> {
    if (vacancyIds.length === 0) return new Map();
    const vacancies = await this.em.fork().find(Vacancy, { id: { $in: [...new Set(vacancyIds)] } });
    return new Map(vacancies.map((vacancy) => [vacancy.id, { companyId: vacancy.companyId, number: vacancy.number, name: vacancy.name }]));
  }
}
