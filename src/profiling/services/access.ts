import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyMembershipQuery, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { checkAccess, type CompanyAccess } from '../domain/access.rules.js';
import type { Id } from '../../shared/domain/id.js';

/*
 * The caller's membership for the profiling reads, judged by domain/access.rules.ts. A write route
 * decides it once (http/profile-access.guard.ts) and hands it down as a CompanyAccess; a read that
 * follows the write in the same request takes that decision as its Reader and asks nobody again.
 */

/** Who reads: the caller and the company, with their membership when the request decided it already. */
export type Reader = { readonly userId: string; readonly companyId: Id } | CompanyAccess;

/** The reader's membership if `mode` is allowed (see checkAccess): the decided one, else asked of the company contract now. */
export async function readerAccess(
  queries: QueryBus,
  reader: Reader,
  mode: 'read' | CompanyAction | readonly CompanyAction[] = 'read',
): Promise<CompanyMembership> {
  const membership =
    'membership' in reader ? reader.membership : await queries.execute(new GetCompanyMembershipQuery(reader.userId, reader.companyId));
  return checkAccess(membership, mode);
}

/** The caller's membership if `mode` is allowed (see checkAccess). */
export function requireAccess(
  queries: QueryBus,
  userId: string,
  companyId: Id,
  mode: 'read' | CompanyAction | readonly CompanyAction[],
): Promise<CompanyMembership> {
  return readerAccess(queries, { userId, companyId }, mode);
}

/** A confirmed member of the company, or 404 COMPANY_NOT_FOUND (a stranger learns nothing). */
export function requireMembership(queries: QueryBus, userId: string, companyId: Id): Promise<CompanyMembership> {
  return requireAccess(queries, userId, companyId, 'read');
}
