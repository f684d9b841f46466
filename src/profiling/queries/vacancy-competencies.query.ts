import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type CatalogueNameTarget, GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import { parseId } from '../../shared/domain/id.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Vacancy } from '../domain/vacancy.entity.js';

/** The parts of a vacancy's profile an interviewer rates: KPIs, knowledge and skills, competencies, personal qualities. */
export const RATED_GROUPS = ['kpi', 'zun', 'competencies', 'personal_qualities'] as const;
export type RatedGroup = (typeof RATED_GROUPS)[number];

export interface VacancyCompetency {
  /** `<group>:<catalogue id>`, e.g. `kpi:3`: the key a rating names. */
  competency: string;
  group: RatedGroup;
  name: string;
}

const TARGETS: Record<RatedGroup, CatalogueNameTarget> = {
  kpi: { kind: 'competency', family: 'kpi' },
  zun: { kind: 'competency', family: 'zun' },
  competencies: { kind: 'list', list: 's_competence' },
  personal_qualities: { kind: 'list', list: 's_personal_qualities' },
};

/**
 * What a vacancy's profile asks of a person (for recruiting's scorecards), in its order and named in
 * the reader's language; empty for an unknown vacancy or one of another company. No access check:
 * the asking context has admitted its caller.
 */
export class GetVacancyCompetenciesQuery extends Query<VacancyCompetency[]> {
  constructor(
    readonly companyId: string,
    readonly vacancyId: string,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetVacancyCompetenciesQuery)
export class GetVacancyCompetenciesHandler implements IQueryHandler<GetVacancyCompetenciesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ companyId, vacancyId, lang }: GetVacancyCompetenciesQuery): Promise<VacancyCompetency[]> {
    if (parseId(companyId) === null || parseId(vacancyId) === null) return [];
    const vacancy = await this.em.fork().findOne(Vacancy, { id: vacancyId, companyId }, { fields: ['values'] });
    if (!vacancy) return [];
    const groups = await Promise.all(
      RATED_GROUPS.map(async (group) => {
        const value: unknown = vacancy.values[group];
        const ids = Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
        const names = ids.length > 0 ? await this.queries.execute(new GetCatalogueNamesQuery(TARGETS[group], ids, lang)) : {};
        return ids.map((id) => ({ competency: `${group}:${id}`, group, name: names[id] ?? '' }));
      }),
    );
    return groups.flat();
  }
}
