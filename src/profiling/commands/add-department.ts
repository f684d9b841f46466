import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import { companyDepartments, lockProfile } from '../domain/profile.repository.js';
import { checkForm, fields, type DepartmentInput } from '../services/department-form.js';
import { storedId, type Id } from '../../shared/domain/id.js';

/*
 * The department stage (rules: CompanyProfile.addDepartment, editDepartment, removeDepartment);
 * addresses are the company's offices unless `is_new_address` is set (services/department-form.ts).
 */

/** `add_new_department`: answers the new department's id. */
export class AddDepartmentCommand extends Command<Id> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
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

  async execute({ access, input }: AddDepartmentCommand): Promise<Id> {
    const { userId, companyId } = access;
    checkAccess(access.membership, 'manageDepartments');
    const form = await checkForm(this.em, this.queries, userId, companyId, input);
    return this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const department = profile.addDepartment(userId, await companyDepartments(tx, companyId), fields(input, form));
      tx.persist(department);
      await tx.flush();
      return storedId(department.id);
    });
  }
}
