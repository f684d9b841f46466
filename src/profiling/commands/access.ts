import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { COMPANY_STATUS, GetCompanyMembershipQuery, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { CompanyProfile } from '../domain/profile.entity.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/** The profile-writing actions of the permission matrix: each right opens its own part of the wizard. */
export const PROFILE_WRITE_ACTIONS = ['editProfile', 'manageDepartments', 'manageAddresses', 'manageHrDocuments'] as const satisfies readonly CompanyAction[];

/**
 * Who may touch a company's profile (spec 001 §6): every confirmed member reads; writing needs one
 * of the given actions of the permission matrix (`editProfile` for the wizard's steps,
 * `manageDepartments`, `manageAddresses`, `manageHrDocuments` for their parts; 403
 * COMPANY_FORBIDDEN without) and a verified company (403 COMPANY_NOT_VERIFIED). Strangers get 404
 * COMPANY_NOT_FOUND, as in the company context.
 */
export async function requireAccess(
  queries: QueryBus,
  userId: string,
  companyId: string,
  mode: 'read' | CompanyAction | readonly CompanyAction[],
): Promise<CompanyMembership> {
  const membership = await queries.execute(new GetCompanyMembershipQuery(userId, companyId));
  if (!membership) throw ProfilingErrors.notFound();
  if (mode !== 'read') {
    const wanted: readonly CompanyAction[] = typeof mode === 'string' ? [mode] : mode;
    if (!wanted.some((action) => membership.actions.includes(action))) throw ProfilingErrors.forbidden();
    if (membership.companyStatusId !== COMPANY_STATUS.verified) throw ProfilingErrors.notVerified();
  }
  return membership;
}

/** Whether the member may write some part of the profile (the wizard opens for editing). */
export function canWrite(membership: CompanyMembership): boolean {
  return membership.companyStatusId === COMPANY_STATUS.verified && PROFILE_WRITE_ACTIONS.some((action) => membership.actions.includes(action));
}

/**
 * The company's profile row, created on first use and locked for the rest of the transaction: every
 * change of the profile, its files and departments runs one after another per company.
 */
export async function lockProfile(tx: EntityManager, companyId: string): Promise<CompanyProfile> {
  await tx.getConnection().execute('insert into "profiling_company_profile" ("company_id", "created_at", "updated_at") values (?, now(), now()) on conflict do nothing', [companyId]);
  return tx.findOneOrFail(CompanyProfile, { companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * A step shared by two rights (Structure: the department list and the rest; Contacts: the offices
 * and the rest): each part that changes needs its own action, so a right opens exactly its part.
 */
export function requireSections(membership: CompanyMembership, changed: Partial<Record<CompanyAction, boolean>>): void {
  for (const [action, didChange] of Object.entries(changed) as Array<[CompanyAction, boolean]>) {
    if (didChange && !membership.actions.includes(action)) throw ProfilingErrors.forbidden();
  }
}

/** Compares stored and submitted values as data: key order (jsonb sorts keys) and null/undefined do not count. */
export function sameValues(stored: unknown, submitted: unknown): boolean {
  return canonical(stored) === canonical(submitted);
}

function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined && item !== null);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Regional offices without their ids: an office sent without its id (a new id is made) is the same office. */
export function withoutIds<T extends { id?: unknown }>(items: readonly T[] | null | undefined): Array<Omit<T, 'id'>> {
  return (items ?? []).map(({ id: _id, ...rest }) => rest);
}
