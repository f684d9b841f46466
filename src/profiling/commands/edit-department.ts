import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Department } from '../domain/profile.entity.js';
import { isDuplicate } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentEdited } from '../domain/profiling.events.js';
import { lockProfile, requireAccess } from './access.js';
import { checkForm, fields, type DepartmentInput } from './department-form.js';

/** `edit_department`: the same form as add, for one department of the company. */
export class EditDepartmentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly departmentId: string,
    readonly input: DepartmentInput,
  ) {
    super();
  }
}

@CommandHandler(EditDepartmentCommand)
export class EditDepartmentHandler implements ICommandHandler<EditDepartmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, departmentId, input }: EditDepartmentCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'manageDepartments');
    const form = await checkForm(this.em, this.queries, userId, companyId, input);
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const existing = await tx.find(Department, { companyId });
      const department = existing.find((item) => item.id === departmentId);
      if (!department) throw ProfilingErrors.departmentNotFound();
      if (isDuplicate(existing, form.chosen, department.id)) throw ProfilingErrors.duplicate(form.chosen.listItemId === null ? 'name' : 'idItem');
      Object.assign(department, fields(input, form));
      recordEvent(profile, new DepartmentEdited(companyId, userId, department.id, department.name));
      await tx.flush();
    });
  }
}
