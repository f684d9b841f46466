import type { CompanyMembership } from '../../company/company.contract.js';
import { RecruitingErrors } from './recruiting.errors.js';

/*
 * Who may touch a company's candidates (the `s_access_z` rights "candidates" and "candidates-view";
 * owner and administrator hold both): pure rules over the membership the company contract answers.
 * http/recruiting-access.guard.ts asks for the membership once per request and hands it down.
 */

/**
 * 'view' reads (the action viewCandidates), 'manage' writes (manageCandidates), 'reports' the hiring
 * reports (viewReports); 'vacancies' opens and closes vacancies for applications (the right
 * "vacancies", as profiling's close_vacancy); 'member': any confirmed member (meetings: a plain
 * meeting with colleagues needs no recruiting right, an interview's command asks for 'manage' itself).
 */
export type RecruitingMode = 'view' | 'manage' | 'reports' | 'vacancies' | 'member';

const ACTION_OF = { view: 'viewCandidates', manage: 'manageCandidates', reports: 'viewReports', vacancies: 'vacancies' } as const;

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
  if (mode === 'member') return membership;
  if (!membership.actions.includes(ACTION_OF[mode]))
    throw mode === 'reports' ? RecruitingErrors.reportsForbidden() : RecruitingErrors.forbidden();
  return membership;
}

/** Whether the decided access holds the action of `mode` (no throw): what a member may see or do beside their own. */
export function mayRecruit(access: RecruitingAccess, mode: 'view' | 'manage'): boolean {
  return access.membership?.actions.includes(mode === 'manage' ? 'manageCandidates' : 'viewCandidates') ?? false;
}
