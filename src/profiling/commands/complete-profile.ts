import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { LAST_STEP } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { CompanyProfileCompleted, CompanyProfileStepSaved } from '../domain/profiling.events.js';
import { lockProfile, PROFILE_WRITE_ACTIONS, requireAccess } from './access.js';
import { Inputs } from './inputs.js';
import { readMission } from './profile-steps.js';

/** The completion call of the last step: saves the mission fields sent and marks the company stage done. */
export class CompleteCompanyProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Record<string, unknown>,
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

  async execute({ userId, companyId, body }: CompleteCompanyProfileCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const values = await readMission(new Inputs(this.queries, { userId, companyId }), body);
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

/** Records the step the wizard shows (Back, resume on another device). */
export class SetProfileStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly step: unknown,
  ) {
    super();
  }
}

@CommandHandler(SetProfileStepCommand)
export class SetProfileStepHandler implements ICommandHandler<SetProfileStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, step }: SetProfileStepCommand): Promise<void> {
    // Moving through the wizard is open to whoever may write any part of it.
    await requireAccess(this.queries, userId, companyId, PROFILE_WRITE_ACTIONS);
    const value = Number(step);
    if (!Number.isInteger(value) || value < 1 || value > LAST_STEP) throw ProfilingErrors.invalid({ step: 'validation.invalid' });
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      profile.step = value;
      await tx.flush();
    });
  }
}
