import { COMPANY_STATUS, type CompanyAction, type CompanyMembership } from '../../company/company.contract.js';
import { ProfilingErrors } from './profiling.errors.js';
import type { Id } from '../../shared/domain/id.js';

/*
 * Who may touch a company's profile and vacancies (spec 001 §6, the permission matrix). Pure
 * rules over the membership the company contract answers: http/profile-access.guard.ts asks for it
 * once per write request and hands it down (CompanyAccess); services/access.ts asks for the rest.
 */

/**
 * The caller's membership of one company, decided once for the request by ProfileAccessGuard and
 * handed to the commands, which judge it by the rules below without asking the company again.
 */
export interface CompanyAccess {
  readonly userId: string;
  readonly companyId: Id;
  /** Null: no confirmed member of a live company (404 COMPANY_NOT_FOUND, whatever the mode). */
  readonly membership: CompanyMembership | null;
}

/** The profile-writing actions of the permission matrix: each right opens its own part of the wizard. */
export const PROFILE_WRITE_ACTIONS = [
  'editProfile',
  'manageDepartments',
  'manageAddresses',
  'manageHrDocuments',
] as const satisfies readonly CompanyAction[];

/**
 * Every confirmed member reads; writing needs one of the given actions (`editProfile` for the
 * wizard's steps, `manageDepartments`, `manageAddresses`, `manageHrDocuments` for their parts; 403
 * COMPANY_FORBIDDEN without) and a verified company (403 COMPANY_NOT_VERIFIED). Strangers get 404
 * COMPANY_NOT_FOUND, as in the company context.
 */
export function checkAccess(
  membership: CompanyMembership | null,
  mode: 'read' | CompanyAction | readonly CompanyAction[],
): CompanyMembership {
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
  return (
    membership.companyStatusId === COMPANY_STATUS.verified && PROFILE_WRITE_ACTIONS.some((action) => membership.actions.includes(action))
  );
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

/**
 * Who may write vacancies: the company action `vacancies`
 * (owner, administrator, deputies and users with the right positions or vacancies) of a verified
 * company. Strangers get 404 COMPANY_NOT_FOUND, members without the right 403 COMPANY_FORBIDDEN.
 */
export function checkVacancyWrite(membership: CompanyMembership | null): CompanyMembership {
  if (!membership) throw ProfilingErrors.notFound();
  if (!membership.actions.includes('vacancies')) throw ProfilingErrors.forbidden();
  if (membership.companyStatusId !== COMPANY_STATUS.verified) throw ProfilingErrors.notVerified();
  return membership;
}

export function canWriteVacancies(membership: CompanyMembership): boolean {
  return membership.actions.includes('vacancies') && membership.companyStatusId === COMPANY_STATUS.verified;
}

/** Whether a member may edit and send this vacancy: its author, or whoever holds the vacancies right, in a verified company. */
export function maySend(membership: CompanyMembership, userId: string, vacancy: { authorUserId: string }): boolean {
  return (
    membership.companyStatusId === COMPANY_STATUS.verified && (vacancy.authorUserId === userId || membership.actions.includes('vacancies'))
  );
}
