/**
 * Public contract of the company context (a leaf: queries, events and plain types only).
 *
 * - `GetCompanyMembershipQuery(userId, companyId)` on the QueryBus: role, rights and allowed
 *   actions of a confirmed member of a live company, or null. Answer 404 for null, 403
 *   COMPANY_FORBIDDEN when the needed action is missing.
 * - `GetActiveCompanyQuery(userId, sessionId, lang)`: `user_data.company` of the session, or null;
 *   `ActiveCompanyResponse` describes it for the OpenAPI document (identity's user_data names it).
 * - `GetCompanyListQuery(userId, sort, lang)`: the caller's live companies of one tab of `get_companyList`.
 * - `GetCompanyExtractFilesQuery(companyId)`: the register extracts ({id, name, format, size, url,
 *   date_upload}) for a reader its caller already admitted (the verifier's company view).
 * - Events through the outbox: CompanyRegistered, CompanyEdited (old → new per field),
 *   CompanySubmittedForVerification, CompanyFileAdded, CompanyFileRemoved, CompanyArchived,
 *   CompanyRestored, CompanyDeleted, CompanyMemberInvited, CompanyMemberConfirmed,
 *   CompanyMemberRightsChanged, CompanyMemberRemoved, CompanyTransferOffered,
 *   CompanyTransferCancelled, CompanyTransferred (former owner keeps what `option` says).
 * - `GetCompanyInfoQuery(userId, companyId, lang)`: `company_data` as a member sees it (404 otherwise).
 * - `UpdateCompanyCommand(userId, companyId, data, confirmReverification)` on the CommandBus: the
 *   company's own fields (name, brand, code, employees, activity, services, website) with the rules
 *   of `updateCompany` (the `edit` right; 409 REVERIFICATION_REQUIRED; name or code of a verified
 *   company sends it back to status 2). The profiling wizard's General step uses it.
 * - `GetCompanyMembersQuery(companyId)`: the confirmed members ({userId, role}) of a live company;
 *   `GetCompanyNamesQuery(companyIds)`: company names by id. No access check: the caller admits.
 * - `GetCompanyReviewStateQuery(companyId)`: status, current submission id and data version as
 *   committed now (a verifier's decision is checked against it); `ListCompanyReviewStatesQuery`
 *   pages them for the consistency check, and `RepairCompanyReviewCommand(companyId, reopen |
 *   remove)` repairs a company its review case disagrees with.
 * - Status ids: COMPANY_STATUS (1 registered, 2 under consideration, 3 rejected, 4 verified,
 *   5 deleted); roles COMPANY_ROLES (owner 1, administrator 2, deputy 3, user 4).
 */
export { GetCompanyMembershipQuery, type CompanyMembership } from './queries/membership.query.js';
export { GetCompanyInfoQuery } from './queries/get-company-info.js';
export { GetCompanyMembersQuery, type CompanyMemberRef } from './queries/company-members.query.js';
export { GetCompanyNamesQuery } from './queries/company-names.query.js';
// For the public pages (careers): verified, not deleted, not archived by its owner; its name, website, verification day.
export { GetPublicCompaniesQuery, type PublicCompany } from './queries/public-companies.query.js';
export type { CompanyView } from './queries/company-view.js';
export { UpdateCompanyCommand } from './commands/update-company.js';
export { GetActiveCompanyQuery, type ActiveCompanyView } from './queries/active-company.query.js';
export { ActiveCompanyResponse } from './queries/active-company.responses.js';
export { CompanyFileResponse, CompanyFilesResponse } from './queries/company-files.responses.js';
export { GetCompanyListQuery, type CompanyListItem } from './queries/get-company-list.js';
export { GetCompanyExtractFilesQuery } from './queries/extract-files.query.js';
export { GetCompanyReviewStateQuery } from './queries/review-state.query.js';
export { ListCompanyReviewStatesQuery } from './queries/company-review-states.query.js';
export { RepairCompanyReviewCommand } from './commands/repair-review.js';
export type { CompanyFileView } from './queries/company-view.js';
export {
  CompanyArchived,
  CompanyDeleted,
  CompanyEdited,
  CompanyFileAdded,
  CompanyFileRemoved,
  CompanyMemberConfirmed,
  CompanyMemberInvited,
  CompanyMemberRemoved,
  CompanyMemberRightsChanged,
  CompanyRegistered,
  CompanyRestored,
  CompanySubmittedForVerification,
  CompanyTransferCancelled,
  CompanyTransferOffered,
  CompanyTransferred,
  type CompanySnapshot,
  type FieldChange,
} from './domain/company.events.js';
export {
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  COMPANY_STATUS,
  type CompanyAction,
  type CompanyReviewState,
  type CompanyRole,
  type CompanyStatusId,
} from './company.types.js';
