/*
 * Who may do what with a company: the permission matrix of spec 001 §6 and the `s_access_z` rights,
 * as pure data and functions. The server enforces it (src/company/domain/company-policy.ts
 * re-exports it) and answers each membership's `actions`; the web shows, enables and hides its
 * controls by those actions, and offers in its rights checklists only the rights this file says
 * take effect, so a screen never promises what the server refuses.
 */

/** Role ids of a membership (`role.id`). */
export const COMPANY_ROLES = { owner: 1, administrator: 2, deputy: 3, user: 4 } as const;
export type CompanyRole = keyof typeof COMPANY_ROLES;

/**
 * What a member may be allowed to do with a company. The calls each action opens:
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
  /** Open, edit and send vacancy profiles, the position (vacancy) wizard (spec 001 §6 "open and close vacancies"; right `vacancies`). */
  'vacancies',
  /** The company profile wizard: structure (but its department list), contacts (but its addresses), management, mission, completion (right `company-profile`). */
  'editProfile',
  /** add/edit/delete_department and the department list of the Structure step (right `departments`). */
  'manageDepartments',
  /** The legal, actual and regional offices of the Contacts step (right `addresses`). */
  'manageAddresses',
  /** Publish a vacancy at once, without colleagues' approval (right `vacancy-approval`). */
  'publishVacancies',
  /** The recruiting calls' writes: candidates, applications, stages, rejections (right `candidates`; docs/recruiting.md). */
  'manageCandidates',
  /** The recruiting calls' reads: candidates, boards, reasons (rights `candidates` and `candidates-view`). */
  'viewCandidates',
  /** Remove local catalogue items colleagues added to the company (right `catalogues`). */
  'manageCatalogues',
  /** The HR policy files of the Personnel management step: add_file, del_file (right `hr-documents`). */
  'manageHrDocuments',
  /** The hiring reports: get_funnel_report (right `reports`; docs/recruiting.md "Reports"). */
  'viewReports',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * The one table of the `s_access_z` rights (the rights an owner or administrator grants a deputy
 * or user): each code opens exactly the actions its name says and nothing else.
 */
export const ACCESS_RIGHTS = {
  'company-profile': ['editProfile'],
  'company-settings': ['edit'],
  'verification-documents': ['manageFiles', 'submit'],
  departments: ['manageDepartments'],
  addresses: ['manageAddresses'],
  // The position profile is the vacancy's (spec 001 §2 "Position (vacancy) wizard"): one right for both.
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

/**
 * Codes that were rights of their own once and are read as another now. "positions" opened exactly
 * what "vacancies" opens (the position profile is the vacancy's), so the two were merged: a grant
 * that still names it is stored and read as "vacancies".
 */
export const MERGED_RIGHTS: Readonly<Record<string, AccessRight>> = { positions: 'vacancies' };

export function isAccessRight(value: string): value is AccessRight {
  return Object.hasOwn(ACCESS_RIGHTS, value);
}

/** A granted code as the right it is today: merged codes become their right, unknown ones null. */
export function currentRight(code: string): AccessRight | null {
  if (isAccessRight(code)) return code;
  return Object.hasOwn(MERGED_RIGHTS, code) ? MERGED_RIGHTS[code]! : null;
}

/** A grant as stored: merged codes renamed, repeats and unknown codes dropped, in the table's order. */
export function currentRights(codes: readonly string[]): AccessRight[] {
  const wanted = new Set(codes.map(currentRight));
  return ACCESS_RIGHT_CODES.filter((right) => wanted.has(right));
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
  return member.rights.some((code) => {
    const right = currentRight(code);
    return right !== null && (ACCESS_RIGHTS[right] as readonly CompanyAction[]).includes(action);
  });
}

/** Every action the member may take, for answers that tell the client what to show. */
export function allowedActions(member: MemberAccess): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) => can(member, action));
}

/**
 * The rights that change anything for a member of this role: those opening an action the role
 * neither has already nor may never have. The owner and the administrator hold everything by role;
 * an ordinary user is never given the company's registration data or profile ("company-settings",
 * "company-profile"), so a checklist offers them only to deputies.
 */
export function effectiveRights(role: CompanyRole): AccessRight[] {
  return ACCESS_RIGHT_CODES.filter((right) =>
    (ACCESS_RIGHTS[right] as readonly CompanyAction[]).some((action) => !NEVER[role].includes(action) && !BY_ROLE[role].includes(action)),
  );
}

/** Roles that carry `s_access_z` rights (the owner and the administrator hold everything by role). */
export function carriesRights(role: CompanyRole): boolean {
  return role === 'deputy' || role === 'user';
}

/**
 * Members the actor may add, re-grant or remove. The owner and the administrator manage everyone
 * below the owner; a deputy or user holding `users` manages ordinary users only, and may grant only
 * rights they hold themselves, so the right cannot be used to raise anyone (themselves included).
 */
export function mayManageMember(actor: MemberAccess, target: { role: CompanyRole; rights: readonly string[] }): boolean {
  if (!can(actor, 'manageMembers') || target.role === 'owner') return false;
  if (actor.role === 'owner' || actor.role === 'administrator') return true;
  const held = new Set(currentRights(actor.rights));
  return target.role === 'user' && currentRights(target.rights).every((right) => held.has(right));
}

/** The roles the actor may give (invite with, or change a member to): never the owner's. */
export function assignableRoles(actor: MemberAccess): Array<Exclude<CompanyRole, 'owner'>> {
  const roles: Array<Exclude<CompanyRole, 'owner'>> = ['administrator', 'deputy', 'user'];
  return roles.filter((role) => mayManageMember(actor, { role, rights: [] }));
}

/**
 * The rights a checklist offers when the actor grants them to a member of `role`: the ones that
 * take effect for that role and, for a deputy or user holding `users`, only those they hold.
 */
export function grantableRights(actor: MemberAccess, role: CompanyRole): AccessRight[] {
  if (!carriesRights(role)) return [];
  const effective = effectiveRights(role);
  if (actor.role === 'owner' || actor.role === 'administrator') return effective;
  const held = new Set(currentRights(actor.rights));
  return effective.filter((right) => held.has(right));
}
