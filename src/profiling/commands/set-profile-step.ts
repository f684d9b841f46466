import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { PROFILE_WRITE_ACTIONS } from '../domain/access.rules.js';
import { lockProfile, requireAccess } from './access.js';

/** Records the step the wizard shows (Back, resume on another device). */
export class SetProfileStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly step: number,
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
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      profile.step = step;
      await tx.flush();
    });
  }
}
