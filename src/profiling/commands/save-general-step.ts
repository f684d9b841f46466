import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateCompanyCommand } from '../../company/company.contract.js';
import { requireAccess } from './access.js';
import { saveProfileStep } from './profile-step-save.js';

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
    readonly userId: string,
    readonly companyId: string,
    readonly input: GeneralStepInput,
  ) {
    super();
  }
}

@CommandHandler(SaveGeneralStepCommand)
export class SaveGeneralStepHandler implements ICommandHandler<SaveGeneralStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, companyId, input }: SaveGeneralStepCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'edit');
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
    await saveProfileStep(this.em, userId, companyId, 'general', () => ({ ...data }));
  }
}
