import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { COMPANY_STATUS, GetCompanyMembershipQuery, type CompanyMembership } from '../../company/company.contract.js';
import { CompanyProfile } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/**
 * Who may touch a company's profile (spec 001 §6): every confirmed member reads; writing needs the
 * `edit` right (an ordinary user gets 403 COMPANY_FORBIDDEN) and a verified company (403
 * COMPANY_NOT_VERIFIED). Strangers get 404 COMPANY_NOT_FOUND, as in the company context.
 */
export async function requireAccess(queries: QueryBus, userId: string, companyId: string, mode: 'read' | 'write'): Promise<CompanyMembership> {
  const membership = await queries.execute(new GetCompanyMembershipQuery(userId, companyId));
  if (!membership) throw ProfilingErrors.notFound();
  if (mode === 'write') {
    if (!membership.actions.includes('edit')) throw ProfilingErrors.forbidden();
    if (membership.companyStatusId !== COMPANY_STATUS.verified) throw ProfilingErrors.notVerified();
  }
  return membership;
}

export function canWrite(membership: CompanyMembership): boolean {
  return membership.actions.includes('edit') && membership.companyStatusId === COMPANY_STATUS.verified;
}

/**
 * The company's profile row, created on first use and locked for the rest of the transaction: every
 * change of the profile, its files and departments runs one after another per company.
 */
export async function lockProfile(tx: EntityManager, companyId: string): Promise<CompanyProfile> {
  await tx.getConnection().execute('insert into "profiling_company_profile" ("company_id", "created_at", "updated_at") values (?, now(), now()) on conflict do nothing', [companyId]);
  return tx.findOneOrFail(CompanyProfile, { companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}
