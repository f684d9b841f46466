/** Plain constants and types of the company context that other contexts may use (through the contract). */

/** Status ids on the wire (`status.id`, shared with the web); the company context is the only writer. */
export { COMPANY_STATUS, type CompanyStatusId } from '../shared/contract/company.js';

/** The onboarding steps of spec 001 §2 (`onboarding_step` of the active company). */
export const ONBOARDING_STEP = { company: 1, administrator: 2, done: 3 } as const;
export type OnboardingStep = (typeof ONBOARDING_STEP)[keyof typeof ONBOARDING_STEP];

/** Where a company stands in its review: its status and the submission a verifier decides on now. */
export interface CompanyReviewState {
  statusId: number;
  /** Null until the company is first sent for verification. */
  submissionId: string | null;
  dataVersion: number;
}

/**
 * Roles and what a member may be allowed to do with a company (each action with the calls it
 * opens), defined once for the server and the web in the shared contract; domain/company-policy.ts
 * says who may.
 */
export { COMPANY_ACTIONS, COMPANY_ROLES, type CompanyAction, type CompanyRole } from '../shared/contract/company-rights.js';

/** Owner actions of the company list confirmed by an SMS code (spec §4). */
export const COMPANY_LIST_ACTIONS = ['archive', 'restore', 'delete'] as const;
export type CompanyListAction = (typeof COMPANY_LIST_ACTIONS)[number];

/** Every action an SMS code confirms (sendActionCode): the list's, and giving the company away. */
export const CODE_ACTIONS = [...COMPANY_LIST_ACTIONS, 'transfer'] as const;
export type CodeAction = (typeof CODE_ACTIONS)[number];
