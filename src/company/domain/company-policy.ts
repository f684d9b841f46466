import { COMPANY_ACTIONS, COMPANY_ROLES, type CompanyAction, type CompanyRole } from '../company.types.js';

/**
 * Who may do what with a company: the permission matrix of spec 001 §6 as one pure function, so
 * the HTTP layer, the contract's membership query (and through it the profiling and catalogue
 * contexts and the web, which shows what `actions` lists) and docs/company.md all say the same thing.
 */
export { COMPANY_ACTIONS, COMPANY_ROLES, type CompanyAction, type CompanyRole };

export function isCompanyRole(value: string): value is CompanyRole {
  return Object.prototype.hasOwnProperty.call(COMPANY_ROLES, value);
}

/**
 * The one table of the `s_access_z` rights (the rights an owner or administrator grants a deputy
 * or user): each code opens exactly the actions its name says and nothing else. Which calls each
 * action guards is listed beside COMPANY_ACTIONS (company.types.ts) and in docs/company.md.
 */
export const ACCESS_RIGHTS = {
  'company-profile': ['editProfile'],
  'company-settings': ['edit'],
  'verification-documents': ['manageFiles', 'submit'],
  departments: ['manageDepartments'],
  addresses: ['manageAddresses'],
  // Positions are the vacancy profiles of spec 001 §2 ("Position (vacancy) wizard"): both names open the wizard.
  positions: ['vacancies'],
  vacancies: ['vacancies'],
  'vacancy-approval': ['publishVacancies'],
  candidates: ['manageCandidates', 'viewCandidates'],
  'candidates-view': ['viewCandidates'],
  users: ['manageMembers'],
  catalogues: ['manageCatalogues'],
  'hr-documents': ['manageHrDocuments'],
  reports: ['viewReports'],
} as const satisfies Record<string, readonly CompanyAction[]>;

export type AccessRight = keyof typeof ACCESS_RIGHTS;

/** Every code of the `s_access_z` list (data/catalogue/lists/s_access_z.json); a grant names only these. */
export const ACCESS_RIGHT_CODES = Object.keys(ACCESS_RIGHTS) as AccessRight[];

export function isAccessRight(value: string): value is AccessRight {
  return Object.hasOwn(ACCESS_RIGHTS, value);
}

const EVERY_MEMBER: readonly CompanyAction[] = ['view', 'login', 'archive', 'restore'];

/**
 * The acts that can end a company for its members or evict its owner: the owner's alone. Giving the
 * company away is one of them (a `no_access` transfer removes the owner), so an administrator, who
 * may otherwise "do everything except delete the company", may not transfer it either.
 */
const OWNER_ONLY: readonly CompanyAction[] = ['delete', 'transfer'];

/** What each role may do regardless of granted rights. */
const BY_ROLE: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: COMPANY_ACTIONS,
  administrator: COMPANY_ACTIONS.filter((action) => !OWNER_ONLY.includes(action)),
  deputy: EVERY_MEMBER,
  user: EVERY_MEMBER,
};

/**
 * Granted rights never lift these limits: deletion and transfer stay with the owner; "an ordinary
 * user may not edit the company profile", so neither the registration data nor the profile opens to
 * a user whatever the grant.
 */
const NEVER: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: [],
  administrator: OWNER_ONLY,
  deputy: OWNER_ONLY,
  user: ['edit', 'editProfile', ...OWNER_ONLY],
};

export interface MemberAccess {
  role: CompanyRole;
  /** Codes of `s_access_z` granted to this member (meaningful for deputies and users). */
  rights: readonly string[];
}

export function can(member: MemberAccess, action: CompanyAction): boolean {
  if (NEVER[member.role].includes(action)) return false;
  if (BY_ROLE[member.role].includes(action)) return true;
  return member.rights.some((right) => isAccessRight(right) && (ACCESS_RIGHTS[right] as readonly CompanyAction[]).includes(action));
}

/** Every action the member may take, for answers that tell the client what to show. */
export function allowedActions(member: MemberAccess): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) => can(member, action));
}

/**
 * Members the actor may add, re-grant or remove. The owner and the administrator manage everyone
 * below the owner; a deputy or user holding `users` manages ordinary users only, and may grant only
 * rights they hold themselves, so the right cannot be used to raise anyone (themselves included).
 */
export function mayManageMember(actor: MemberAccess, target: { role: CompanyRole; rights: readonly string[] }): boolean {
  if (!can(actor, 'manageMembers') || target.role === 'owner') return false;
  if (actor.role === 'owner' || actor.role === 'administrator') return true;
  return target.role === 'user' && target.rights.every((right) => actor.rights.includes(right));
}
