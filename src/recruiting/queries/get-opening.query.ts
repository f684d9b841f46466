import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type OpeningView, openingView } from '../commands/open-vacancy.js';
import { Opening } from '../domain/opening.entity.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { companyVacancy } from '../services/vacancies.js';

/** `get_opening`: a vacancy's opening as its screen shows it (null: never opened). */
export class GetOpeningQuery extends Query<OpeningView | null> {
  constructor(
    readonly access: RecruitingAccess,
    readonly vacancyId: string,
  ) {
    super();
  }
}

@QueryHandler(GetOpeningQuery)
export class GetOpeningHandler implements IQueryHandler<GetOpeningQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, vacancyId }: GetOpeningQuery): Promise<OpeningView | null> {
    checkRecruitingAccess(access, 'vacancies');
    await companyVacancy(this.queries, access.companyId, vacancyId);
    const opening = await this.em.fork().findOne(Opening, { vacancyId, companyId: access.companyId });
    return opening ? openingView(opening) : null;
  }
}
