import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { LAST_STEP } from '../domain/profile.rules.js';
import { CompanyProfileCompleted, CompanyProfileStepSaved } from '../domain/profiling.events.js';
import { lockProfile, requireAccess } from './access.js';
import { CatalogueCheck } from './catalogue-check.js';
import { missionValues, type MissionStepInput } from './save-mission-step.js';

/** The completion call of the last step: saves the mission fields sent and marks the company stage done. */
export class CompleteCompanyProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly input: MissionStepInput,
  ) {
    super();
  }
}

@CommandHandler(CompleteCompanyProfileCommand)
export class CompleteCompanyProfileHandler implements ICommandHandler<CompleteCompanyProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, input }: CompleteCompanyProfileCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const values = await missionValues(new CatalogueCheck(this.queries, { userId, companyId }), input);
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      Object.assign(profile, values);
      if (Object.keys(values).length > 0) recordEvent(profile, new CompanyProfileStepSaved(companyId, userId, 'mission', values));
      profile.step = LAST_STEP;
      // Completed once: a repeated call (Back and forward again) records no second event.
      if (!profile.completedAt) {
        profile.completedAt = new Date();
        recordEvent(profile, new CompanyProfileCompleted(companyId, userId));
      }
      await tx.flush();
    });
  }
}
