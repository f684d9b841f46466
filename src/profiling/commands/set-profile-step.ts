import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, PROFILE_WRITE_ACTIONS, type CompanyAccess } from '../domain/access.rules.js';
import { lockProfile } from '../domain/profile.repository.js';

/** Records the step the wizard shows (Back, resume on another device). */
export class SetProfileStepCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly step: number,
  ) {
    super();
  }
}

@CommandHandler(SetProfileStepCommand)
export class SetProfileStepHandler implements ICommandHandler<SetProfileStepCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, step }: SetProfileStepCommand): Promise<void> {
    // Moving through the wizard is open to whoever may write any part of it.
    const { companyId } = access;
    checkAccess(access.membership, PROFILE_WRITE_ACTIONS);
    await this.em.transactional(async (tx) => {
      (await lockProfile(tx, companyId)).showStep(step);
      await tx.flush();
    });
  }
}
