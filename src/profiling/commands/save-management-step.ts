import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { lockProfile } from '../domain/profile.repository.js';
import { CatalogueCheck } from '../services/catalogue-check.js';

/** The management step as the DTO checked it (http/profiling.dto.ts ManagementStepDto). */
export interface ManagementStepInput {
  s_selection_stages: number[];
  training?: boolean;
  s_training?: number[];
}

/** Step 4 Personnel management: selection stages; training required only while the switch is Yes. */
export class SaveManagementStepCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly input: ManagementStepInput,
  ) {
    super();
  }
}

@CommandHandler(SaveManagementStepCommand)
export class SaveManagementStepHandler implements ICommandHandler<SaveManagementStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, input }: SaveManagementStepCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'editProfile');
    const check = new CatalogueCheck(this.queries, { userId, companyId });
    const stages = await check.items('s_selection_stages', 's_selection_stages', input.s_selection_stages);
    const training = input.training ?? true;
    const trainingItems = training ? await check.items('s_training', 's_training', input.s_training) : [];
    check.done();
    await this.em.transactional(async (tx) => {
      (await lockProfile(tx, companyId)).saveManagement(userId, { sSelectionStages: stages, training, sTraining: trainingItems });
      await tx.flush();
    });
  }
}
