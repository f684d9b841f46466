import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import type { DepartmentListEntry } from '../domain/profile.entity.js';
import { companyDepartments, lockProfile } from '../domain/profile.repository.js';
import { CatalogueCheck } from '../services/catalogue-check.js';
import { chooseName } from '../services/department-names.js';

/** The structure step as the DTO checked it (http/profiling.dto.ts StructureStepDto). */
export interface StructureStepInput {
  manager_surname: string;
  manager_first_name: string;
  manager_middle_name?: string | null;
  s_workers: number;
  s_organizational_structure: number;
  /** The full department list: {id} keeps, {idItem} or {name} adds (checked here against the catalogue). */
  tl_lists: unknown[];
}

/** Step 2 Structure: manager, staff count, departments (the full list) and organizational structure. */
export class SaveStructureStepCommand extends Command<void> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    readonly input: StructureStepInput,
  ) {
    super();
  }
}

@CommandHandler(SaveStructureStepCommand)
export class SaveStructureStepHandler implements ICommandHandler<SaveStructureStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, input }: SaveStructureStepCommand): Promise<void> {
    const { userId, companyId } = access;
    const membership = checkAccess(access.membership, ['editProfile', 'manageDepartments']);
    const check = new CatalogueCheck(this.queries, { userId, companyId });
    const surname = input.manager_surname;
    const firstName = input.manager_first_name;
    const middleName = input.manager_middle_name ?? null;
    const workers = await check.item('s_workers', 's_workers', input.s_workers);
    const structure = await check.item('s_organizational_structure', 's_organizational_structure', input.s_organizational_structure);
    const wanted: DepartmentListEntry[] = [];
    for (const [index, entry] of input.tl_lists.entries()) {
      // An entry is {id} (keep), {idItem} or {name} (add), or the bare idItem.
      const item = (typeof entry === 'object' && entry !== null ? entry : { idItem: entry }) as Record<string, unknown>;
      const path = `tl_lists.${index}`;
      if (typeof item.id === 'string' && item.id) wanted.push({ keepId: item.id });
      else {
        const chosen = await chooseName(check, path, item.idItem, item.name);
        if (chosen) wanted.push({ chosen, path });
      }
    }
    check.done();
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const fields = {
        managerSurname: surname,
        managerFirstName: firstName,
        managerMiddleName: middleName,
        sWorkers: workers,
        sOrganizationalStructure: structure,
      };
      const { removed, added } = profile.saveStructure(userId, membership, fields, await companyDepartments(tx, companyId), wanted);
      for (const department of removed) tx.remove(department);
      // Deletions first: a name dropped and added back in one save must not meet itself in the unique index.
      await tx.flush();
      for (const department of added) tx.persist(department);
      await tx.flush();
    });
  }
}
