import { COMPANY_ACTIONS, COMPANY_ROLES, type CompanyAction, type CompanyRole } from '../company.types.js';

/**
 * Who may do what with a company: the permission matrix of spec 001 §6 as one pure function, so
 * the HTTP layer, the contract's membership query and the README all say the same thing.
 */
export { COMPANY_ACTIONS, COMPANY_ROLES, type CompanyAction, type CompanyRole };

export function isCompanyRole(value: string): value is CompanyRole {
  return Object.prototype.hasOwnProperty.call(COMPANY_ROLES, value);
}


/**
 * Codes of the `s_access_z` option list (the rights an owner or administrator grants a deputy or
 * user) and the actions each one opens.
 */
export const ACCESS_RIGHTS: Record<string, readonly CompanyAction[]> = {
  'company-settings': ['edit'],
  'verification-documents': ['manageFiles', 'submit'],
  positions: ['vacancies'],
  vacancies: ['vacancies'],
};

/** Every code of the `s_access_z` list (data/catalogue/lists/s_access_z.json); a grant names only these. */
export const ACCESS_RIGHT_CODES = [
  'company-profile',
  'company-settings',
  'verification-documents',
  'departments',
  'addresses',
  'positions',
  'vacancies',
  'vacancy-approval',
  'candidates',
  'candidates-view',
  'users',
  'catalogues',
  'hr-documents',
  'reports',
] as const;

const EVERY_MEMBER: readonly CompanyAction[] = ['view', 'login', 'archive', 'restore'];

/** What each role may do regardless of granted rights. */
const BY_ROLE: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: COMPANY_ACTIONS,
  // "Can do everything except delete the company"; handing the company over stays the owner's.
  administrator: COMPANY_ACTIONS.filter((action) => action !== 'delete' && action !== 'transfer'),
  deputy: EVERY_MEMBER,
  user: EVERY_MEMBER,
};

/** Granted rights never lift these limits ("an ordinary user may not edit the company profile"). */
const NEVER: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: [],
  administrator: [],
  deputy: ['delete', 'transfer', 'manageMembers'],
  user: ['edit', 'delete', 'transfer', 'manageMembers'],
};

export interface MemberAccess {
  role: CompanyRole;
  /** Codes of `s_access_z` granted to this member (meaningful for deputies and users). */
  rights: readonly string[];
}

export function can(member: MemberAccess, action: CompanyAction): boolean {
  if (NEVER[member.role].includes(action)) return false;
  if (BY_ROLE[member.role].includes(action)) return true;
  return member.rights.some((right) => Object.hasOwn(ACCESS_RIGHTS, right) && ACCESS_RIGHTS[right]!.includes(action));
}

/** Every action the member may take, for answers that tell the client what to show. */
export function allowedActions(member: MemberAccess): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) => can(member, action));
}
