import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { lockProfile } from '../domain/profile.repository.js';
import { CatalogueCheck } from '../services/catalogue-check.js';
import { missionValues, type MissionStepInput } from './save-mission-step.js';

/** The completion call of the last step: saves the mission fields sent and marks the company stage done. */
export class CompleteCompanyProfileCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
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

  async execute({ access, input }: CompleteCompanyProfileCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'editProfile');
    const values = await missionValues(new CatalogueCheck(this.queries, { userId, companyId }), input);
    await this.em.transactional(async (tx) => {
      (await lockProfile(tx, companyId)).complete(userId, values, new Date());
      await tx.flush();
    });
  }
}
