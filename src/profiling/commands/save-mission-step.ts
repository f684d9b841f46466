import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { requireAccess } from './access.js';
import { Inputs } from './inputs.js';
import { saveProfileStep } from './profile-step-save.js';

type Body = Record<string, unknown>;

/** Step 5 Mission and values: all optional; fields left out keep their value. */
export class SaveMissionStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}

@CommandHandler(SaveMissionStepCommand)
export class SaveMissionStepHandler implements ICommandHandler<SaveMissionStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, body }: SaveMissionStepCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const values = await readMission(new Inputs(this.queries, { userId, companyId }), body);
    await saveProfileStep(this.em, userId, companyId, 'mission', (profile) => {
      Object.assign(profile, values);
      return values;
    });
  }
}

/** The mission step's fields that were sent (left out keep their value). */
export async function readMission(inputs: Inputs, body: Body): Promise<{ mission?: string | null; sValues?: number[]; sCompetence?: number[] }> {
  const values = {
    mission: body.mission === undefined ? undefined : inputs.text('mission', body.mission, 5000),
    sValues: body.s_values === undefined ? undefined : await inputs.ids('s_values', 's_values', body.s_values, false),
    sCompetence: body.s_competence === undefined ? undefined : await inputs.ids('s_competence', 's_competence', body.s_competence, false),
  };
  inputs.done();
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
