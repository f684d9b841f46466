import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { requireSections } from '../domain/access.rules.js';
import { Department } from '../domain/profile.entity.js';
import { isDuplicate, MAX_DEPARTMENTS, sameValues, type ChosenName } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentAdded, DepartmentRemoved } from '../domain/profiling.events.js';
import { requireAccess } from './access.js';
import { chooseName } from './department-names.js';
import { Inputs } from './inputs.js';
import { saveProfileStep } from './profile-step-save.js';

type Body = Record<string, unknown>;

/** Step 2 Structure: manager, staff count, departments (the full list) and organizational structure. */
export class SaveStructureStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Record<string, unknown>,
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

  async execute({ userId, companyId, body }: SaveStructureStepCommand): Promise<void> {
    const membership = await requireAccess(this.queries, userId, companyId, ['editProfile', 'manageDepartments']);
    const inputs = new Inputs(this.queries, { userId, companyId });
    const surname = inputs.text('manager_surname', body.manager_surname, 100, 'profiling.surname');
    const firstName = inputs.text('manager_first_name', body.manager_first_name, 100, 'profiling.firstName');
    const middleName = inputs.text('manager_middle_name', body.manager_middle_name, 100);
    const workers = await inputs.id('s_workers', 's_workers', body.s_workers, true);
    const structure = await inputs.id('s_organizational_structure', 's_organizational_structure', body.s_organizational_structure, true);
    const entries = Array.isArray(body.tl_lists) ? (body.tl_lists as unknown[]) : [];
    if (entries.length === 0) inputs.fail('tl_lists', 'profiling.required');
    if (entries.length > MAX_DEPARTMENTS) inputs.fail('tl_lists', 'validation.tooMany');
    const wanted: Array<{ keepId: string } | { chosen: ChosenName; path: string }> = [];
    for (const [index, entry] of entries.entries()) {
      const item = (typeof entry === 'object' && entry !== null ? entry : { idItem: entry }) as Body;
      const path = `tl_lists.${index}`;
      if (typeof item.id === 'string' && item.id) wanted.push({ keepId: item.id });
      else {
        const chosen = await chooseName(inputs, path, item.idItem, item.name);
        if (chosen) wanted.push({ chosen, path });
      }
    }
    inputs.done();
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
