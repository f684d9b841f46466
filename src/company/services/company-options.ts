import type { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery } from '../../catalogue/catalogue.contract.js';
import { CompanyErrors } from '../domain/company.errors.js';
import type { CompanySnapshot } from '../domain/company.events.js';

/** `employees` and `activity` must name items of the catalogue's lists (0 or empty: none). */
export async function assertCompanyOptions(queries: QueryBus, data: Pick<CompanySnapshot, 'employees' | 'activity'>): Promise<void> {
  const wanted = [
    { list: 'employees' as const, id: data.employees, field: 'employees' },
    { list: 'activities' as const, id: data.activity, field: 'activity' },
  ].filter((item) => item.id !== null);
  if (wanted.length === 0) return;
  const lists = await queries.execute(new GetOptionListsQuery([...new Set(wanted.map((item) => item.list))], 'ru'));
  for (const item of wanted) {
    if (!lists[item.list]?.some((option) => option.id === item.id)) throw CompanyErrors.invalidOption(item.field);
  }
}
