import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '../../shared/i18n/lang.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { applyPlan, lockBoard, occupiedStages } from '../domain/stage.repository.js';
import { planSteps, type WantedStep } from '../domain/stage.rules.js';
import { ensureBoard } from '../services/stages.js';
import { companyVacancy } from '../services/vacancies.js';

/**
 * `set_stages`: the steps between "Новый" and the ends, in order, of the company's template (no
 * vacancy: boards made from now on) or of one vacancy's board (its override). A step that holds
 * open applications stays (409 STAGE_NOT_EMPTY if left out).
 */
export class SetStagesCommand extends Command<void> {
  constructor(
    readonly access: RecruitingAccess,
    readonly vacancyId: string | null,
    readonly steps: readonly WantedStep[],
    readonly lang: Lang,
  ) {
    super();
  }
}

@CommandHandler(SetStagesCommand)
export class SetStagesHandler implements ICommandHandler<SetStagesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, vacancyId, steps, lang }: SetStagesCommand): Promise<void> {
    checkRecruitingAccess(access, 'manage');
    const { companyId, userId } = access;
    if (vacancyId) await companyVacancy(this.queries, companyId, vacancyId);
    await this.em.transactional(async (tx) => {
      const stages = await ensureBoard(tx, this.queries, { companyId, userId, lang }, vacancyId);
      await lockBoard(tx, companyId, vacancyId);
      const occupied = vacancyId ? await occupiedStages(tx, companyId, vacancyId) : new Set<string>();
      applyPlan(tx, companyId, vacancyId, stages, planSteps(stages, steps, occupied), new Date());
      await tx.flush();
    });
  }
}
