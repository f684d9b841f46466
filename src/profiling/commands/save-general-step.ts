import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { UpdateCompanyCommand } from '../../company/company.contract.js';
import { requireAccess } from './access.js';
import { Inputs } from './inputs.js';
import { saveProfileStep } from './profile-step-save.js';

/** Step 1 General: the company's own fields go to the company context with its rules (re-verification included). */
export class SaveGeneralStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Record<string, unknown>,
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

  async execute({ userId, companyId, body }: SaveGeneralStepCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'edit');
    const inputs = new Inputs(this.queries, { userId, companyId });
    const data = {
      name: body.name === undefined ? undefined : (inputs.text('name', body.name, 255, 'validation.required') ?? undefined),
      companyBrand: body.companyBrand === undefined ? undefined : inputs.text('companyBrand', body.companyBrand, 255),
      code: body.code === undefined ? undefined : (inputs.text('code', body.code, 8, 'validation.required') ?? undefined),
      employees: body.employees === undefined ? undefined : optionalInt(inputs, 'employees', body.employees),
      activity: body.activity === undefined ? undefined : optionalInt(inputs, 'activity', body.activity),
      services: body.services === undefined ? undefined : inputs.text('services', body.services, 5000),
      website: body.website === undefined ? undefined : inputs.website('website', body.website, 255),
    };
    if (data.code !== undefined && !/^\d{8}$/.test(data.code)) inputs.fail('code', 'company.edrpou');
    const confirm = inputs.bool('confirm_reverification', body.confirm_reverification, false);
    inputs.done();
    await this.commands.execute(new UpdateCompanyCommand(userId, companyId, data, confirm));
    await saveProfileStep(this.em, userId, companyId, 'general', () => ({ ...data }));
  }
}

function optionalInt(inputs: Inputs, path: string, value: unknown): number | null {
  if (value === null || value === '' || value === 0 || value === '0') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 0) {
    inputs.fail(path, 'validation.format');
    return null;
  }
  return id;
}
