import type { CompanyMembership } from '../../company/company.contract.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * Who may touch a company's candidates (the `s_access_z` rights "candidates" and "candidates-view";
 * owner and administrator hold both): pure rules over the membership the company contract answers.
 * http/recruiting-access.guard.ts asks for the membership once per request and hands it down.
 */

/**
 * 'view' reads (the action viewCandidates), 'manage' writes (manageCandidates); 'vacancies' opens
 * and closes vacancies for applications (the right "vacancies", as profiling's close_vacancy).
 */
export type RecruitingMode = 'view' | 'manage' | 'vacancies';

/** The caller and their membership of the body's company, decided once for the request. */
export interface RecruitingAccess {
  readonly userId: string;
  readonly companyId: string;
  /** Null: no confirmed member of a live company (404, so nobody learns the company exists). */
  readonly membership: CompanyMembership | null;
}

/** 404 for a stranger, 403 FORBIDDEN for a member without the action the mode needs. */
export function checkRecruitingAccess(access: RecruitingAccess, mode: RecruitingMode): CompanyMembership {
  const { membership } = access;
  if (!membership || access.companyId === '') throw RecruitingErrors.companyNotFound();
  const action = mode === 'vacancies' ? 'vacancies' : mode === 'manage' ? 'manageCandidates' : 'viewCandidates';
  if (!membership.actions.includes(action)) throw RecruitingErrors.forbidden();
  return membership;
}
