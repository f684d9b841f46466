import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Department } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentRemoved } from '../domain/profiling.events.js';
import { lockProfile, requireAccess } from './access.js';
import { UUID } from '../../shared/domain/uuid.js';

/** `delete_department`. */
export class RemoveDepartmentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly departmentId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveDepartmentCommand)
export class RemoveDepartmentHandler implements ICommandHandler<RemoveDepartmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, companyId, departmentId }: RemoveDepartmentCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'manageDepartments');
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const department = typeof departmentId === 'string' && UUID.test(departmentId) ? await tx.findOne(Department, { id: departmentId, companyId }) : null;
      if (!department) throw ProfilingErrors.departmentNotFound();
      tx.remove(department);
      recordEvent(profile, new DepartmentRemoved(companyId, userId, department.id, department.name));
      await tx.flush();
    });
  }
}
