// The company context's member calls (spec 001 §7, docs/company.md "Members"): deputies, company users and
// the invitation link. Each route is named once in MEMBER_CALLS (the typed client takes its types
// from the generated paths). The members are read into the screens' rows: a role this web does not
// know must never show with more powers, and the member forms hold absent names as ''.
import { answer, api, type ApiClient } from './client';
import type { RequestBody, ResponseBody, Routes } from './contract';

export type MemberRoleCode = 'owner' | 'administrator' | 'deputy' | 'user';
export type AccessStatus = 'confirmed' | 'awaiting';

export const MEMBER_CALLS = {
  searchUser: '/company/searchUser',
  users: '/company/get_companyUsers',
  deputies: '/company/get_company_deputy',
  addUser: '/company/addUserToCompany',
  updateUser: '/company/updateUserToCompany',
  removeUser: '/company/removeUserFromCompany',
  addDeputies: '/company/add_company_deputy',
  invitation: '/company/getInvitation',
  confirmMembership: '/company/confirmMembership',
} as const satisfies Routes;

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
type Body<Call extends keyof typeof MEMBER_CALLS> = RequestBody<(typeof MEMBER_CALLS)[Call]>;
export type SearchUserRequest = Body<'searchUser'>;
// Rights travel as the codes of the `s_access_z` option list, which the screens read at run time
// (plain strings); the document's enum of today's codes would only make them cast, so the requests
// take strings and the calls below hand them on as the document's codes.
type Rights = { s_access_z: string[] };
/** One DTO serves both calls: adding names the colleague by e-mail, updating by id. */
export type AddUserRequest = Required<Pick<Body<'addUser'>, 'company_id' | 'email'>> & Rights;
export type UpdateUserRequest = Required<Pick<Body<'updateUser'>, 'company_id' | 'user_id'>> & Rights;
export type RemoveUserRequest = Required<Pick<Body<'removeUser'>, 'company_id' | 'user_id'>>;
/** The spec form's password fields are never sent: the person chooses their own from the invitation. */
export type DeputyRequest = Required<Omit<Body<'addDeputies'>['deputies'][number], 'id' | 's_access_z' | 'password' | 'confirm'>> & Rights;
export type AddDeputiesRequest = Omit<Body<'addDeputies'>, 'deputies'> & { deputies: DeputyRequest[] };

export interface CompanyMember {
  id: string;
  email: string;
  lastName: string;
  firstName: string;
  middleName: string;
  tel: string;
  role: MemberRoleCode;
  rights: string[];
  status: AccessStatus;
}

/** The invitation a link names, before it is used (getInvitation). */
export interface Invitation {
  companyName: string;
  roleName: string;
  email: string;
  /** The account was made for the invitation: its person chooses the password before it opens. */
  setPassword: boolean;
}

/** The password the invited person chooses (and its repeat), when their account has none. */
export interface ChosenPassword {
  password: string;
  confirm: string;
}

export interface FoundUser {
  id: string;
  email: string;
  isMember: boolean;
}

// Answers as the OpenAPI document describes them (openapi.d.ts).
type MembersAnswer = ResponseBody<typeof MEMBER_CALLS.users>;
type SearchUserAnswer = ResponseBody<typeof MEMBER_CALLS.searchUser>;
type MemberAnswer = MembersAnswer['users'][number];

const ROLES: readonly MemberRoleCode[] = ['owner', 'administrator', 'deputy', 'user'];

export function readMember(value: MemberAnswer): CompanyMember {
  return {
    id: value.id,
    email: value.email,
    lastName: value.last_name ?? '',
    firstName: value.first_name ?? '',
    middleName: value.middle_name ?? '',
    tel: value.tel ?? '',
    // A role this web does not know (a newer server) is shown with the fewest powers, never with more.
    role: (ROLES as readonly string[]).includes(value.role.code) ? (value.role.code as MemberRoleCode) : 'user',
    rights: value.s_access_z,
    status: value.status,
  };
}

export function readFoundUser(answer: SearchUserAnswer): FoundUser | null {
  return answer.user && { id: answer.user.id, email: answer.user.email, isMember: answer.user.is_member === 1 };
}

type Options = { signal?: AbortSignal };

export function createMembersApi(client: ApiClient) {
  const c = MEMBER_CALLS;
  const users = async (call: Promise<{ data?: MembersAnswer }>) => (await answer(call)).users.map(readMember);
  return {
    users: (companyId: string, options?: Options) => users(client.POST(c.users, { body: { company_id: companyId }, ...options })),
    searchUser: async (body: SearchUserRequest, options?: Options) =>
      readFoundUser(await answer(client.POST(c.searchUser, { body, ...options }))),
    addUser: (body: AddUserRequest, options?: Options) => users(client.POST(c.addUser, { body: body as Body<'addUser'>, ...options })),
    updateUser: (body: UpdateUserRequest, options?: Options) =>
      users(client.POST(c.updateUser, { body: body as Body<'updateUser'>, ...options })),
    removeUser: (body: RemoveUserRequest, options?: Options) => users(client.POST(c.removeUser, { body, ...options })),
    addDeputies: async (body: AddDeputiesRequest, options?: Options) =>
      (await answer(client.POST(c.addDeputies, { body: body as Body<'addDeputies'>, ...options }))).deputies.map(readMember),
    invitation: async (token: string, options?: Options): Promise<Invitation> => {
      const found = await answer(client.POST(c.invitation, { body: { token }, ...options }));
      return { companyName: found.company.name, roleName: found.role.name, email: found.email, setPassword: found.set_password };
    },
    confirmMembership: async (token: string, chosen: ChosenPassword | null = null, options?: Options) => ({
      companyId: (await answer(client.POST(c.confirmMembership, { body: { token, ...chosen }, ...options }))).company_id,
    }),
  };
}

export const membersApi = createMembersApi(api);
