import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import type { StoredAddress } from '../domain/profile.entity.js';
import { MAX_DEPARTMENT_ADDRESSES, type ChosenName } from '../domain/profile.rules.js';
import { companyOffices } from '../queries/read/profile-view.js';
import { chooseName } from './department-names.js';
import { Inputs, sameAddress } from './inputs.js';

type Body = Record<string, unknown>;

export interface DepartmentForm {
  chosen: ChosenName;
  categoryId: number | null;
  managerPosition: string | null;
  managerSurname: string | null;
  managerName: string | null;
  managerMiddleName: string | null;
  addresses: StoredAddress[];
}

/** The department form (spec 001 §2 "Department form") read from raw values, every problem at once. */
export async function readForm(em: EntityManager, queries: QueryBus, userId: string, companyId: string, body: Body): Promise<DepartmentForm> {
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

export function fields(form: DepartmentForm) {
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
