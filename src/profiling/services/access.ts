import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyMembershipQuery, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { checkAccess, checkVacancyWrite } from '../domain/access.rules.js';

/*
 * The caller's membership, asked of the company contract and judged by domain/access.rules.ts,
 * for the profiling commands and reads.
 */

/** The caller's membership if `mode` is allowed (see checkAccess). */
export async function requireAccess(
  queries: QueryBus,
  userId: string,
  companyId: string,
  mode: 'read' | CompanyAction | readonly CompanyAction[],
): Promise<CompanyMembership> {
  return checkAccess(await queries.execute(new GetCompanyMembershipQuery(userId, companyId)), mode);
}

/** A confirmed member of the company, or 404 COMPANY_NOT_FOUND (a stranger learns nothing). */
export function requireMembership(queries: QueryBus, userId: string, companyId: string): Promise<CompanyMembership> {
  return requireAccess(queries, userId, companyId, 'read');
}

/** The caller's membership if they may write vacancies (see checkVacancyWrite). */
export async function requireVacancyWrite(queries: QueryBus, userId: string, companyId: string): Promise<CompanyMembership> {
  return checkVacancyWrite(await queries.execute(new GetCompanyMembershipQuery(userId, companyId)));
}
