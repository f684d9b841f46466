import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import type { MissionFields } from '../domain/profile.entity.js';
import { lockProfile } from '../domain/profile.repository.js';
import { CatalogueCheck } from '../services/catalogue-check.js';

/** The mission step as the DTO checked it (http/profiling.dto.ts MissionStepDto); left out keeps the value. */
export interface MissionStepInput {
  mission?: string | null;
  s_values?: number[];
  s_competence?: number[];
}

/** Step 5 Mission and values: all optional; fields left out keep their value. */
export class SaveMissionStepCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
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

  async execute({ access, input }: SaveMissionStepCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'editProfile');
    const values = await missionValues(new CatalogueCheck(this.queries, { userId, companyId }), input);
    await this.em.transactional(async (tx) => {
      (await lockProfile(tx, companyId)).saveMission(userId, values);
      await tx.flush();
    });
  }
}

/** The mission step's fields that were sent (left out keep their value), their items checked against the catalogue. */
export async function missionValues(check: CatalogueCheck, input: MissionStepInput): Promise<MissionFields> {
  const values = {
    mission: input.mission,
    sValues: input.s_values === undefined ? undefined : await check.items('s_values', 's_values', input.s_values),
    sCompetence: input.s_competence === undefined ? undefined : await check.items('s_competence', 's_competence', input.s_competence),
  };
  check.done();
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
