import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { Department, type StoredAddress } from '../domain/profile.entity.js';
import { MAX_DEPARTMENT_ADDRESSES, MAX_DEPARTMENTS } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { DepartmentAdded, DepartmentEdited, DepartmentRemoved } from '../domain/profiling.events.js';
import { companyOffices } from '../queries/profile-view.js';
import { lockProfile, requireAccess } from './access.js';
import { chooseName, isDuplicate, type ChosenName } from './department-names.js';
import { Inputs, sameAddress } from './inputs.js';

type Body = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface DepartmentForm {
  chosen: ChosenName;
  managerPosition: string | null;
  managerSurname: string | null;
  managerName: string | null;
  managerMiddleName: string | null;
  addresses: StoredAddress[];
}

/**
 * The department stage (spec 001 §2 "Department form", §7 "Departments"): add, edit and delete a
 * department of the company. Names are unique per company, trimmed and case-insensitive (409
 * DEPARTMENT_DUPLICATE); addresses are the company's offices unless `is_new_address` is set.
 */
@Injectable()
export class Departments {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  private async read(userId: string, companyId: string, body: Body): Promise<DepartmentForm> {
    const inputs = new Inputs(this.queries, { userId, companyId });
    const chosen = await chooseName(inputs, body.idItem !== undefined && body.idItem !== null && body.idItem !== '' ? 'idItem' : 'name', body.idItem, body.name);
    const form = {
      managerPosition: inputs.text('manager_position', body.manager_position, 200, 'profiling.required'),
      managerSurname: inputs.text('manager_surname', body.manager_surname, 100, 'profiling.surname'),
      managerName: inputs.text('manager_name', body.manager_name, 100, 'profiling.firstName'),
      managerMiddleName: inputs.text('manager_middle_name', body.manager_middle_name, 100),
    };
    const isNew = inputs.bool('is_new_address', body.is_new_address, false);
    const list = Array.isArray(body.address) ? (body.address as unknown[]) : body.address ? [body.address] : [];
    if (list.length === 0) inputs.fail('address', 'profiling.required');
    if (list.length > MAX_DEPARTMENT_ADDRESSES) inputs.fail('address', 'validation.tooMany');
    const offices = isNew ? [] : await companyOffices(this.em, this.queries, companyId, 'ru');
    const addresses: StoredAddress[] = [];
    for (const [index, item] of list.slice(0, MAX_DEPARTMENT_ADDRESSES).entries()) {
      const address = await inputs.address(`address.${index}`, item, true);
      if (!address) continue;
      if (!isNew && !offices.some((office) => sameAddress(office, address))) inputs.fail(`address.${index}`, 'profiling.notCompanyAddress');
      if (!addresses.some((known) => sameAddress(known, address))) addresses.push(address);
    }
    inputs.done();
    return { chosen: chosen!, ...form, addresses };
  }

  async add(userId: string, companyId: string, body: Body): Promise<string> {
    await requireAccess(this.queries, userId, companyId, 'write');
    const form = await this.read(userId, companyId, body);
    return this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const existing = await tx.find(Department, { companyId });
      if (isDuplicate(existing, form.chosen)) throw ProfilingErrors.duplicate(form.chosen.listItemId === null ? 'name' : 'idItem');
      if (existing.length >= MAX_DEPARTMENTS) throw ProfilingErrors.invalid({ name: 'validation.tooMany' });
      const sort = Math.max(0, ...existing.map((item) => item.sort)) + 1;
      const department = tx.create(Department, { companyId, ...this.fields(form), sort });
      recordEvent(profile, new DepartmentAdded(companyId, userId, department.id, department.name));
      await tx.flush();
      return department.id;
    });
  }

  async edit(userId: string, companyId: string, departmentId: unknown, body: Body): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'write');
    const form = await this.read(userId, companyId, body);
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const existing = await tx.find(Department, { companyId });
      const department = existing.find((item) => item.id === departmentId);
      if (!department) throw ProfilingErrors.departmentNotFound();
      if (isDuplicate(existing, form.chosen, department.id)) throw ProfilingErrors.duplicate(form.chosen.listItemId === null ? 'name' : 'idItem');
      Object.assign(department, this.fields(form));
      recordEvent(profile, new DepartmentEdited(companyId, userId, department.id, department.name));
      await tx.flush();
    });
  }

  async remove(userId: string, companyId: string, departmentId: unknown): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'write');
    await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const department = typeof departmentId === 'string' && UUID.test(departmentId) ? await tx.findOne(Department, { id: departmentId, companyId }) : null;
      if (!department) throw ProfilingErrors.departmentNotFound();
      tx.remove(department);
      recordEvent(profile, new DepartmentRemoved(companyId, userId, department.id, department.name));
      await tx.flush();
    });
  }

  private fields(form: DepartmentForm) {
    return {
      listItemId: form.chosen.listItemId,
      name: form.chosen.name,
      nameKey: form.chosen.key,
      managerPosition: form.managerPosition,
      managerSurname: form.managerSurname,
      managerName: form.managerName,
      managerMiddleName: form.managerMiddleName,
      addresses: form.addresses,
    };
  }
}

/** A department of the company, or 404 DEPARTMENT_NOT_FOUND (also for other companies' ids). */
export async function findDepartment(em: EntityManager, companyId: string, departmentId: unknown): Promise<Department> {
  const department = typeof departmentId === 'string' && UUID.test(departmentId) ? await em.findOne(Department, { id: departmentId, companyId }, { refresh: true }) : null;
  if (!department) throw ProfilingErrors.departmentNotFound();
  return department;
}
