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

/** Role ids of a membership (`role.id`). */
export const COMPANY_ROLES = { owner: 1, administrator: 2, deputy: 3, user: 4 } as const;
export type CompanyRole = keyof typeof COMPANY_ROLES;

/**
 * What a member may be allowed to do with a company (see domain/company-policy.ts for who may).
 * The calls each action opens:
 */
export const COMPANY_ACTIONS = [
  /** get_companyInfo, the profile, departments and vacancies read-only. */
  'view',
  'login',
  /** Registration data: updateCompany, the profile's General step (right `company-settings`). */
  'edit',
  /** add/remove_verificationFileCompany (right `verification-documents`). */
  'manageFiles',
  /** set_statusCompany 2 (right `verification-documents`). */
  'submit',
  'archive',
  'restore',
  'delete',
  'transfer',
  /** searchUser, get_companyUsers, add/update/remove members (right `users`: ordinary users only). */
  'manageMembers',
  /** Open, edit and send vacancy profiles (spec 001 §6 "open and close vacancies"; rights `positions`, `vacancies`). */
  'vacancies',
  /** The company profile wizard: structure (but its department list), contacts (but its addresses), management, mission, completion (right `company-profile`). */
  'editProfile',
  /** add/edit/delete_department and the department list of the Structure step (right `departments`). */
  'manageDepartments',
  /** The legal, actual and regional offices of the Contacts step (right `addresses`). */
  'manageAddresses',
  /** Publish a vacancy at once, without colleagues' approval (right `vacancy-approval`). */
  'publishVacancies',
  /** Candidates of the company's vacancies (rights `candidates`, `candidates-view`): no call yet, see docs/company.md. */
  'manageCandidates',
  'viewCandidates',
  /** Remove local catalogue items colleagues added to the company (right `catalogues`). */
  'manageCatalogues',
  /** The HR policy files of the Personnel management step: add_file, del_file (right `hr-documents`). */
  'manageHrDocuments',
  /** Reports and statistics (right `reports`): no call yet, see docs/company.md. */
  'viewReports',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/** Owner actions of the company list confirmed by an SMS code (spec §4). */
export const COMPANY_LIST_ACTIONS = ['archive', 'restore', 'delete'] as const;
export type CompanyListAction = (typeof COMPANY_LIST_ACTIONS)[number];

/** Every action an SMS code confirms (sendActionCode): the list's, and giving the company away. */
export const CODE_ACTIONS = [...COMPANY_LIST_ACTIONS, 'transfer'] as const;
export type CodeAction = (typeof CODE_ACTIONS)[number];
