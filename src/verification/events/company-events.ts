import {
  CompanyArchived,
  CompanyDeleted,
  CompanyEdited,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyRegistered,
  CompanyRestored,
  CompanySubmittedForVerification,
  CompanyTransferred,
} from '../../company/company.contract.js';

/**
 * The company events the back office follows: the read-model projection and the live
 * notification handle the same list, so a new event cannot reach one and miss the other.
 */
export const FOLLOWED_COMPANY_EVENTS = [
  CompanyRegistered,
  CompanyEdited,
  CompanySubmittedForVerification,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyArchived,
  CompanyRestored,
  CompanyDeleted,
  CompanyTransferred,
] as const;

export type FollowedCompanyEvent = InstanceType<(typeof FOLLOWED_COMPANY_EVENTS)[number]>;
