import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { UpdateCompanyCommand } from '../../company/company.contract.js';
import { lockProfile } from '../domain/profile.repository.js';

/** The general step as the DTO checked it (http/profiling.dto.ts GeneralStepDto); left out keeps the value. */
export interface GeneralStepInput {
  name?: string;
  companyBrand?: string | null;
  code?: string;
  employees?: number | null;
  activity?: number | null;
  services?: string | null;
  website?: string | null;
  confirm_reverification?: boolean;
}

/** Step 1 General: the company's own fields go to the company context with its rules (re-verification included). */
export class SaveGeneralStepCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly input: GeneralStepInput,
  ) {
    super();
  }
}

@CommandHandler(SaveGeneralStepCommand)
export class SaveGeneralStepHandler implements ICommandHandler<SaveGeneralStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ access, input }: SaveGeneralStepCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'edit');
    const data = {
      name: input.name,
      companyBrand: input.companyBrand,
      code: input.code,
      employees: input.employees,
      activity: input.activity,
      services: input.services,
      website: input.website,
    };
    await this.commands.execute(new UpdateCompanyCommand(userId, companyId, data, input.confirm_reverification ?? false));
    await this.em.transactional(async (tx) => {
      (await lockProfile(tx, companyId)).saveGeneral(userId, data);
      await tx.flush();
    });
  }
}
