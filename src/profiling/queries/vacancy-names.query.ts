import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Vacancy } from '../domain/vacancy.entity.js';

/** A vacancy as another context keeps it: its company and its number there (unique in the company). */
export interface VacancyRef {
  companyId: string;
  number: number;
}

/** The key of a vacancy's name in the answer. */
export const vacancyRefKey = (ref: VacancyRef): string => `${ref.companyId}:${ref.number}`;

/**
 * Vacancies' names in a reader's language, by company and number (`vacancyRefKey`; vacancies that
 * no longer exist are left out). A vacancy's stored name is its position's name in its author's
 * language; the catalogue names the position in each language, so a reader sees their own. No
 * access check: the asking context has admitted its caller (the notification centre renders the
 * names of its stored notices).
 */
export class GetVacancyNamesQuery extends Query<Map<string, string>> {
  constructor(
    readonly refs: readonly VacancyRef[],
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetVacancyNamesQuery)
export class GetVacancyNamesHandler implements IQueryHandler<GetVacancyNamesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ refs, lang }: GetVacancyNamesQuery): Promise<Map<string, string>> {
    const unique = [...new Map(refs.map((ref) => [vacancyRefKey(ref), ref])).values()];
    if (unique.length === 0) return new Map();
    // Through the (company_id, number) unique index, one branch per vacancy.
    const vacancies = await this.em
      .fork()
      .find(
        Vacancy,
        { $or: unique.map(({ companyId, number }) => ({ companyId, number })) },
        { fields: ['companyId', 'number', 'name', 'values'] },
      );
    const positionIds = [
      ...new Set(vacancies.flatMap((vacancy) => (vacancy.values.id_position === null ? [] : [vacancy.values.id_position]))),
    ];
    const positions =
      positionIds.length > 0 ? await this.queries.execute(new GetCatalogueNamesQuery({ kind: 'position' }, positionIds, lang)) : {};
    return new Map(
      vacancies.map((vacancy) => [
        vacancyRefKey(vacancy),
        (vacancy.values.id_position === null ? '' : positions[vacancy.values.id_position]) || vacancy.name,
      ]),
    );
  }
}
