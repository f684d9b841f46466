import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { companyDepartments, lockProfile } from '../domain/profile.repository.js';
import { checkForm, fields, type DepartmentInput } from '../services/department-form.js';

/** `edit_department`: the same form as add, for one department of the company. */
export class EditDepartmentCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
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

  async execute({ access, departmentId, input }: EditDepartmentCommand): Promise<void> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'manageDepartments');
    const form = await checkForm(this.em, this.queries, userId, companyId, input);
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      profile.editDepartment(userId, await companyDepartments(tx, companyId), departmentId, fields(input, form));
      await tx.flush();
    });
  }
}
