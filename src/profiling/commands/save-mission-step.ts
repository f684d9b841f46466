import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { requireAccess } from './access.js';
import { CatalogueCheck } from './catalogue-check.js';
import { saveProfileStep } from './profile-step-save.js';

/** The mission step as the DTO checked it (http/profiling.dto.ts MissionStepDto); left out keeps the value. */
export interface MissionStepInput {
  mission?: string | null;
  s_values?: number[];
  s_competence?: number[];
}

/** Step 5 Mission and values: all optional; fields left out keep their value. */
export class SaveMissionStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly input: MissionStepInput,
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

  async execute({ userId, companyId, input }: SaveMissionStepCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'editProfile');
    const values = await missionValues(new CatalogueCheck(this.queries, { userId, companyId }), input);
    await saveProfileStep(this.em, userId, companyId, 'mission', (profile) => {
      Object.assign(profile, values);
      return values;
    });
  }
}

/** The mission step's fields that were sent (left out keep their value), their items checked against the catalogue. */
export async function missionValues(check: CatalogueCheck, input: MissionStepInput): Promise<{ mission?: string | null; sValues?: number[]; sCompetence?: number[] }> {
  const values = {
    mission: input.mission,
    sValues: input.s_values === undefined ? undefined : await check.items('s_values', 's_values', input.s_values),
    sCompetence: input.s_competence === undefined ? undefined : await check.items('s_competence', 's_competence', input.s_competence),
  };
  check.done();
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
