import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { ensureBoard } from '../services/stages.js';
import { companyVacancy } from '../services/vacancies.js';
import { stageView, type StageView } from './read/views.js';

/** `get_stages`: the company's template (no vacancy) or a vacancy's board, every column in order. */
export class GetStagesQuery extends Query<StageView[]> {
  constructor(
    readonly access: RecruitingAccess,
    readonly vacancyId: string | null,
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetStagesQuery)
export class GetStagesHandler implements IQueryHandler<GetStagesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, vacancyId, lang }: GetStagesQuery): Promise<StageView[]> {
    checkRecruitingAccess(access, 'view');
    const { companyId, userId } = access;
    if (vacancyId) await companyVacancy(this.queries, companyId, vacancyId);
    const stages = await this.em.fork().transactional((tx) => ensureBoard(tx, this.queries, { companyId, userId, lang }, vacancyId));
    return stages.map((stage) => stageView(stage, lang));
  }
}
