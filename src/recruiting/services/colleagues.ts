import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyMembersQuery } from '../../company/company.contract.js';

/** The company's confirmed members (user ids): whom a note may mention and a task be given to. */
export async function colleaguesOf(queries: QueryBus, companyId: string): Promise<Set<string>> {
  const members = await queries.execute(new GetCompanyMembersQuery(companyId));
  return new Set(members.map((member) => member.userId));
}
