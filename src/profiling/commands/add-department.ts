import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Department } from '../domain/profile.entity.js';
import { MAX_DEPARTMENTS, isDuplicate } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentAdded } from '../domain/profiling.events.js';
import { lockProfile, requireAccess } from './access.js';
import { checkForm, fields, type DepartmentInput } from './department-form.js';

/*
 * The department stage. Names are unique per company, trimmed and
 * case-insensitive (409 DEPARTMENT_DUPLICATE); addresses are the company's offices unless
 * `is_new_address` is set. Every change runs under the profile's row lock and records its event.
 */

/** `add_new_department`: answers the new department's id. */
export class AddDepartmentCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly input: DepartmentInput,
  ) {
    super();
  }
}

@CommandHandler(AddDepartmentCommand)
export class AddDepartmentHandler implements ICommandHandler<AddDepartmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, input }: AddDepartmentCommand): Promise<string> {
    await requireAccess(this.queries, userId, companyId, 'manageDepartments');
    const form = await checkForm(this.em, this.queries, userId, companyId, input);
    return this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const existing = await tx.find(Department, { companyId });
      if (isDuplicate(existing, form.chosen)) throw ProfilingErrors.duplicate(form.chosen.listItemId === null ? 'name' : 'idItem');
      if (existing.length >= MAX_DEPARTMENTS) throw ProfilingErrors.invalid({ name: 'validation.tooMany' });
      const sort = Math.max(0, ...existing.map((item) => item.sort)) + 1;
      const department = tx.create(Department, { companyId, ...fields(input, form), sort });
      recordEvent(profile, new DepartmentAdded(companyId, userId, department.id, department.name));
      await tx.flush();
      return department.id;
    });
  }
}
