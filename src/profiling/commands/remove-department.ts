import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { departmentOf, lockProfile } from '../domain/profile.repository.js';
import type { Id } from '../../shared/domain/id.js';

/** `delete_department`. */
export class RemoveDepartmentCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly departmentId: Id,
  ) {
    super();
  }
}

@CommandHandler(RemoveDepartmentCommand)
export class RemoveDepartmentHandler implements ICommandHandler<RemoveDepartmentCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ access, departmentId }: RemoveDepartmentCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'manageDepartments');
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      tx.remove(profile.removeDepartment(userId, await departmentOf(tx, companyId, departmentId)));
      await tx.flush();
    });
  }
}
