import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCatalogueNamesQuery } from '../../catalogue/catalogue.contract.js';
import type { StoredAddress } from '../domain/profile.entity.js';
import { sameAddress, type ChosenName } from '../domain/profile.rules.js';
import { companyOffices } from '../queries/read/profile-view.js';
import { CatalogueCheck } from './catalogue-check.js';
import { chooseName } from './department-names.js';

/** The department form as the DTO checked it (http/profiling.dto.ts DepartmentDto). */
export interface DepartmentInput {
  idItem?: number;
  name?: string;
  manager_position: string;
  manager_surname: string;
  manager_name: string;
  manager_middle_name?: string | null;
  is_new_address?: boolean;
  address: StoredAddress[];
  category?: number | null;
}

export interface DepartmentForm {
  chosen: ChosenName;
  categoryId: number | null;
  addresses: StoredAddress[];
}

/**
 * What the catalogue and the company's offices say of a department form (spec 001 §2 "Department
 * form"), every problem at once: the chosen item and category exist, each address is a real one
 * and, without `is_new_address`, one of the company's own offices.
 */
export async function checkForm(
  em: EntityManager,
  queries: QueryBus,
  userId: string,
  companyId: string,
  input: DepartmentInput,
): Promise<DepartmentForm> {
  const check = new CatalogueCheck(queries, { userId, companyId });
  const chosen = await chooseName(check, input.idItem !== undefined ? 'idItem' : 'name', input.idItem, input.name);
  const categoryId = input.category ?? null;
  if (categoryId !== null) {
    const names = await queries.execute(new GetCatalogueNamesQuery({ kind: 'category' }, [categoryId], 'ru'));
    if (!names[categoryId]) check.fail('category', 'profiling.unknownItem');
  }
  const offices = input.is_new_address ? [] : await companyOffices(em, queries, companyId, 'ru');
  const addresses: StoredAddress[] = [];
  for (const [index, item] of input.address.entries()) {
    const address = { city_id: item.city_id, street_id: item.street_id, street_number: item.street_number };
    if (!(await check.address(`address.${index}`, address))) continue;
    if (!input.is_new_address && !offices.some((office) => sameAddress(office, address)))
      check.fail(`address.${index}`, 'profiling.notCompanyAddress');
    if (!addresses.some((known) => sameAddress(known, address))) addresses.push(address);
  }
  check.done();
  return { chosen: chosen!, categoryId, addresses };
}

/** The department's columns from the form. */
export function fields(input: DepartmentInput, form: DepartmentForm) {
  return {
    listItemId: form.chosen.listItemId,
    name: form.chosen.name,
    nameKey: form.chosen.key,
    managerPosition: input.manager_position,
    managerSurname: input.manager_surname,
    managerName: input.manager_name,
    managerMiddleName: input.manager_middle_name ?? null,
    categoryId: form.categoryId,
    addresses: form.addresses,
  };
}
