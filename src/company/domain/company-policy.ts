/**
 * Who may do what with a company: the permission matrix of spec 001 §6 as pure functions, so the
 * HTTP layer, the contract's membership query (and through it the profiling and catalogue contexts)
 * and the web, which shows what `actions` lists and offers only the rights that take effect, all say
 * the same thing. The matrix lives once in src/shared/contract/company-rights.ts, which the web
 * compiles too; docs/company.md has it as a table.
 */
export {
  ACCESS_RIGHT_CODES,
  ACCESS_RIGHTS,
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  MERGED_RIGHTS,
  allowedActions,
  assignableRoles,
  can,
  carriesRights,
  currentRight,
  currentRights,
  effectiveRights,
  grantableRights,
  isAccessRight,
  mayManageMember,
  type AccessRight,
  type CompanyAction,
  type CompanyRole,
  type MemberAccess,
} from '../../shared/contract/company-rights.js';
import { COMPANY_ROLES, type CompanyRole } from '../../shared/contract/company-rights.js';

export function isCompanyRole(value: string): value is CompanyRole {
  return Object.hasOwn(COMPANY_ROLES, value);
}
