import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { requireAccess } from './access.js';
import { Inputs } from './inputs.js';
import { saveProfileStep } from './profile-step-save.js';

/** Step 4 Personnel management: selection stages; training required only while the switch is Yes. */
export class SaveManagementStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Record<string, unknown>,
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

  async execute({ userId, companyId, body }: SaveManagementStepCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const inputs = new Inputs(this.queries, { userId, companyId });
    const stages = await inputs.ids('s_selection_stages', 's_selection_stages', body.s_selection_stages, true);
    const training = inputs.bool('training', body.training, true);
    const trainingItems = training ? await inputs.ids('s_training', 's_training', body.s_training, true) : [];
    inputs.done();
    await saveProfileStep(this.em, userId, companyId, 'management', (profile) => {
      Object.assign(profile, { sSelectionStages: stages, training, sTraining: trainingItems });
      return { s_selection_stages: stages, training, s_training: trainingItems };
    });
  }
}
