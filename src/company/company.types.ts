/** Plain constants and types of the company context that other contexts may use (through the contract). */

/** Status ids on the wire (`status.id`); the company context is the only writer. */
export const COMPANY_STATUS = { registered: 1, underConsideration: 2, rejected: 3, verified: 4, deleted: 5 } as const;
export type CompanyStatusId = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];

/** The onboarding steps of spec 001 §2 (`onboarding_step` of the active company). */
export const ONBOARDING_STEP = { company: 1, administrator: 2, done: 3 } as const;
export type OnboardingStep = (typeof ONBOARDING_STEP)[keyof typeof ONBOARDING_STEP];

/** Role ids of a membership (`role.id`). */
export const COMPANY_ROLES = { owner: 1, administrator: 2, deputy: 3, user: 4 } as const;
export type CompanyRole = keyof typeof COMPANY_ROLES;

/** What a member may be allowed to do with a company (see domain/company-policy.ts). */
export const COMPANY_ACTIONS = [
  'view',
  'login',
  'edit',
  'manageFiles',
  'submit',
  'archive',
  'restore',
  'delete',
  'transfer',
  'manageMembers',
  /** Open, edit and send vacancy profiles (spec 001 §6: "open and close vacancies"). */
  'vacancies',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/** Owner actions of the company list confirmed by an SMS code (spec §4). */
export const COMPANY_LIST_ACTIONS = ['archive', 'restore', 'delete'] as const;
export type CompanyListAction = (typeof COMPANY_LIST_ACTIONS)[number];
