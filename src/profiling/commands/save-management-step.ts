import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { requireAccess } from './access.js';
import { CatalogueCheck } from './catalogue-check.js';
import { saveProfileStep } from './profile-step-save.js';

/** The management step as the DTO checked it (http/profiling.dto.ts ManagementStepDto). */
export interface ManagementStepInput {
  s_selection_stages: number[];
  training?: boolean;
  s_training?: number[];
}

/** Step 4 Personnel management: selection stages; training required only while the switch is Yes. */
export class SaveManagementStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
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

  async execute({ userId, companyId, input }: SaveManagementStepCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const check = new CatalogueCheck(this.queries, { userId, companyId });
    const stages = await check.items('s_selection_stages', 's_selection_stages', input.s_selection_stages);
    const training = input.training ?? true;
    const trainingItems = training ? await check.items('s_training', 's_training', input.s_training) : [];
    check.done();
    await saveProfileStep(this.em, userId, companyId, 'management', (profile) => {
      Object.assign(profile, { sSelectionStages: stages, training, sTraining: trainingItems });
      return { s_selection_stages: stages, training, s_training: trainingItems };
    });
  }
}
