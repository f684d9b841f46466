import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Department, type StoredAddress } from '../domain/profile.entity.js';
import { MAX_DEPARTMENT_ADDRESSES, MAX_DEPARTMENTS } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentAdded, DepartmentEdited, DepartmentRemoved } from '../domain/profiling.events.js';
import { companyOffices } from '../queries/read/profile-view.js';
import { lockProfile, requireAccess } from './access.js';
import { chooseName, isDuplicate, type ChosenName } from './department-names.js';
import { Inputs, sameAddress } from './inputs.js';

type Body = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface DepartmentForm {
  chosen: ChosenName;
  categoryId: number | null;
  managerPosition: string | null;
  managerSurname: string | null;
  managerName: string | null;
  managerMiddleName: string | null;
  addresses: StoredAddress[];
}

/** The department form (spec 001 §2 "Department form") read from raw values, every problem at once. */
async function readForm(em: EntityManager, queries: QueryBus, userId: string, companyId: string, body: Body): Promise<DepartmentForm> {
  const inputs = new Inputs(queries, { userId, companyId });
  const chosen = await chooseName(inputs, body.idItem !== undefined && body.idItem !== null && body.idItem !== '' ? 'idItem' : 'name', body.idItem, body.name);
  const form = {
    managerPosition: inputs.text('manager_position', body.manager_position, 200, 'profiling.required'),
    managerSurname: inputs.text('manager_surname', body.manager_surname, 100, 'profiling.surname'),
    managerName: inputs.text('manager_name', body.manager_name, 100, 'profiling.firstName'),
    managerMiddleName: inputs.text('manager_middle_name', body.manager_middle_name, 100),
  };
  const categoryId = await readCategory(inputs, queries, body.category);
  const isNew = inputs.bool('is_new_address', body.is_new_address, false);
  const list = Array.isArray(body.address) ? (body.address as unknown[]) : body.address ? [body.address] : [];
  if (list.length === 0) inputs.fail('address', 'profiling.required');
  if (list.length > MAX_DEPARTMENT_ADDRESSES) inputs.fail('address', 'validation.tooMany');
  // Without is_new_address a department lies at one of the company's own offices.
  const offices = isNew ? [] : await companyOffices(em, queries, companyId, 'ru');
  const addresses: StoredAddress[] = [];
  for (const [index, item] of list.slice(0, MAX_DEPARTMENT_ADDRESSES).entries()) {
    const address = await inputs.address(`address.${index}`, item, true);
    if (!address) continue;
    if (!isNew && !offices.some((office) => sameAddress(office, address))) inputs.fail(`address.${index}`, 'profiling.notCompanyAddress');
    if (!addresses.some((known) => sameAddress(known, address))) addresses.push(address);
  }
  inputs.done();
  return { chosen: chosen!, categoryId, ...form, addresses };
}

/** `category`: a functionality category of the catalogue (id), or empty for none. */
async function readCategory(inputs: Inputs, queries: QueryBus, value: unknown): Promise<number | null> {
  if (value === undefined || value === null || value === '' || value === 0) return null;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) {
    inputs.fail('category', 'validation.format');
    return null;
  }
  const names = await queries.execute(new GetCatalogueNamesQuery({ kind: 'category' }, [id], 'ru'));
  if (!names[id]) {
    inputs.fail('category', 'profiling.unknownItem');
    return null;
  }
  return id;
}

function fields(form: DepartmentForm) {
  return {
    listItemId: form.chosen.listItemId,
    name: form.chosen.name,
    nameKey: form.chosen.key,
    managerPosition: form.managerPosition,
    managerSurname: form.managerSurname,
    managerName: form.managerName,
    managerMiddleName: form.managerMiddleName,
    categoryId: form.categoryId,
    addresses: form.addresses,
  };
}

/*
 * The department stage (spec 001 §7 "Departments"). Names are unique per company, trimmed and
 * case-insensitive (409 DEPARTMENT_DUPLICATE); addresses are the company's offices unless
 * `is_new_address` is set. Every change runs under the profile's row lock and records its event.
 */

/** `add_new_department`: answers the new department's id. */
export class AddDepartmentCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly body: Body,
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

  async execute({ userId, companyId, body }: AddDepartmentCommand): Promise<string> {
    await requireAccess(this.queries, userId, companyId, 'manageDepartments');
    const form = await readForm(this.em, this.queries, userId, companyId, body);
    return this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const existing = await tx.find(Department, { companyId });
      if (isDuplicate(existing, form.chosen)) throw ProfilingErrors.duplicate(form.chosen.listItemId === null ? 'name' : 'idItem');
      if (existing.length >= MAX_DEPARTMENTS) throw ProfilingErrors.invalid({ name: 'validation.tooMany' });
      const sort = Math.max(0, ...existing.map((item) => item.sort)) + 1;
      const department = tx.create(Department, { companyId, ...fields(form), sort });
      recordEvent(profile, new DepartmentAdded(companyId, userId, department.id, department.name));
      await tx.flush();
      return department.id;
    });
  }
}

/** `edit_department`: the same form as add, for one department of the company. */
export class EditDepartmentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly departmentId: unknown,
    readonly body: Body,
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

  async execute({ userId, companyId, departmentId, body }: EditDepartmentCommand): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'manageDepartments');
    const form = await readForm(this.em, this.queries, userId, companyId, body);
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const existing = await tx.find(Department, { companyId });
      const department = existing.find((item) => item.id === departmentId);
      if (!department) throw ProfilingErrors.departmentNotFound();
      if (isDuplicate(existing, form.chosen, department.id)) throw ProfilingErrors.duplicate(form.chosen.listItemId === null ? 'name' : 'idItem');
      Object.assign(department, fields(form));
      recordEvent(profile, new DepartmentEdited(companyId, userId, department.id, department.name));
      await tx.flush();
    });
  }
}

/** `delete_department`. */
export class RemoveDepartmentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
    readonly departmentId: unknown,
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

/** A department of the company, or 404 DEPARTMENT_NOT_FOUND (also for other companies' ids). */
export async function findDepartment(em: EntityManager, companyId: string, departmentId: unknown): Promise<Department> {
  const department = typeof departmentId === 'string' && UUID.test(departmentId) ? await em.findOne(Department, { id: departmentId, companyId }, { refresh: true }) : null;
  if (!department) throw ProfilingErrors.departmentNotFound();
  return department;
}
