import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { requireSections } from '../domain/access.rules.js';
import { Department } from '../domain/profile.entity.js';
import { isDuplicate, sameValues, type ChosenName } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentAdded, DepartmentRemoved } from '../domain/profiling.events.js';
import { requireAccess } from './access.js';
import { chooseName } from './department-names.js';
import { CatalogueCheck } from './catalogue-check.js';
import { saveProfileStep } from './profile-step-save.js';

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
    readonly userId: string,
    readonly companyId: string,
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

  async execute({ userId, companyId, input }: SaveStructureStepCommand): Promise<void> {
    const membership = await requireAccess(this.queries, userId, companyId, ['editProfile', 'manageDepartments']);
    const check = new CatalogueCheck(this.queries, { userId, companyId });
    const surname = input.manager_surname;
    const firstName = input.manager_first_name;
    const middleName = input.manager_middle_name ?? null;
    const workers = await check.item('s_workers', 's_workers', input.s_workers);
    const structure = await check.item('s_organizational_structure', 's_organizational_structure', input.s_organizational_structure);
    const wanted: Array<{ keepId: string } | { chosen: ChosenName; path: string }> = [];
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
    await saveProfileStep(this.em, userId, companyId, 'structure', async (profile, tx) => {
      const existing = await tx.find(Department, { companyId });
      const keep = new Set(wanted.flatMap((entry) => ('keepId' in entry ? [entry.keepId] : [])));
      for (const id of keep) if (!existing.some((department) => department.id === id)) throw ProfilingErrors.invalid({ tl_lists: 'profiling.unknownItem' });
      // The step has two owners: the department list is `departments`' part, the rest `company-profile`'s.
      const departmentsChanged = keep.size !== existing.length || wanted.some((entry) => !('keepId' in entry));
      const restChanged = !sameValues(
        [profile.managerSurname, profile.managerFirstName, profile.managerMiddleName, profile.sWorkers, profile.sOrganizationalStructure],
        [surname, firstName, middleName, workers, structure],
      );
      requireSections(membership, { manageDepartments: departmentsChanged, editProfile: restChanged });
      const kept = existing.filter((department) => keep.has(department.id));
      for (const department of existing.filter((item) => !keep.has(item.id))) {
        tx.remove(department);
        recordEvent(profile, new DepartmentRemoved(companyId, userId, department.id, department.name));
      }
      // Deletions first: a name dropped and added back in one save must not meet itself in the unique index.
      await tx.flush();
      for (const entry of wanted) {
        if ('keepId' in entry) continue;
        if (isDuplicate(kept, entry.chosen)) throw ProfilingErrors.duplicate(entry.path);
        const sort = Math.max(0, ...existing.map((item) => item.sort), ...kept.map((item) => item.sort)) + 1;
        const department = tx.create(Department, { companyId, listItemId: entry.chosen.listItemId, name: entry.chosen.name, nameKey: entry.chosen.key, addresses: [], sort });
        kept.push(department);
        recordEvent(profile, new DepartmentAdded(companyId, userId, department.id, department.name));
      }
      Object.assign(profile, { managerSurname: surname, managerFirstName: firstName, managerMiddleName: middleName, sWorkers: workers, sOrganizationalStructure: structure });
      return { manager_surname: surname, manager_first_name: firstName, manager_middle_name: middleName, s_workers: workers, s_organizational_structure: structure, tl_lists: kept.map((item) => item.id) };
    });
  }
}
