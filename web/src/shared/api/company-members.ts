// The company context's member calls (spec 001 §7, README "Members"): deputies, company users and
// the invitation link. Request fields are named once in MEMBER_CALLS and checked against the
// OpenAPI document like company.ts; answers are parsed here into typed views.
import { api, type ApiClient } from './client';
import { isRecord, post, type RequestBody } from './contract';

export type MemberRoleCode = 'owner' | 'administrator' | 'deputy' | 'user';
export type AccessStatus = 'confirmed' | 'awaiting';

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type CompanyIdBody = RequestBody<'/company/get_companyUsers'>;
export type SearchUserRequest = RequestBody<'/company/searchUser'>;
// Rights travel as the codes of the `s_access_z` option list, which the screens read at run time
// (plain strings); the document's enum of today's codes would only make them cast.
type Rights = { s_access_z: string[] };
/** One DTO serves both calls: adding names the colleague by e-mail, updating by id. */
export type AddUserRequest = Required<Pick<RequestBody<'/company/addUserToCompany'>, 'company_id' | 'email'>> & Rights;
export type UpdateUserRequest = Required<Pick<RequestBody<'/company/updateUserToCompany'>, 'company_id' | 'user_id'>> & Rights;
export type RemoveUserRequest = Required<Pick<RequestBody<'/company/removeUserFromCompany'>, 'company_id' | 'user_id'>>;
export interface DeputyRequest {
  last_name: string;
  first_name: string;
  middle_name: string;
  tel: string;
  email: string;
  password: string;
  confirm: string;
  s_access_z: string[];
}
export type AddDeputiesRequest = Omit<RequestBody<'/company/add_company_deputy'>, 'deputies'> & { deputies: DeputyRequest[] };
export type ConfirmMembershipRequest = RequestBody<'/company/confirmMembership'>;

export const MEMBER_CALLS = {
  searchUser: post<SearchUserRequest>('/company/searchUser', { company_id: true, email: true }),
  users: post<CompanyIdBody>('/company/get_companyUsers', { company_id: true }),
  deputies: post<CompanyIdBody>('/company/get_company_deputy', { company_id: true }),
  addUser: post<AddUserRequest>('/company/addUserToCompany', { company_id: true, email: true, s_access_z: true }),
  updateUser: post<UpdateUserRequest>('/company/updateUserToCompany', { company_id: true, user_id: true, s_access_z: true }),
  removeUser: post<RemoveUserRequest>('/company/removeUserFromCompany', { company_id: true, user_id: true }),
  addDeputies: post<AddDeputiesRequest>('/company/add_company_deputy', { company_id: true, deputies: true }),
  confirmMembership: post<ConfirmMembershipRequest>('/company/confirmMembership', { token: true }),
} as const;

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

export interface FoundUser {
  id: string;
  email: string;
  isMember: boolean;
}

const ROLES: readonly MemberRoleCode[] = ['owner', 'administrator', 'deputy', 'user'];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readMember(value: unknown): CompanyMember | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  const roleCode = isRecord(value.role) ? text(value.role.code) : '';
  return {
    id: value.id,
    email: text(value.email),
    lastName: text(value.last_name),
    firstName: text(value.first_name),
    middleName: text(value.middle_name),
    tel: text(value.tel),
    // An unknown role is shown with the fewest powers, never with more.
    role: (ROLES as readonly string[]).includes(roleCode) ? (roleCode as MemberRoleCode) : 'user',
    rights: Array.isArray(value.s_access_z) ? value.s_access_z.filter((code): code is string => typeof code === 'string') : [],
    status: value.status === 'confirmed' ? 'confirmed' : 'awaiting',
  };
}

export function readMembers(answer: unknown, key: 'users' | 'deputies'): CompanyMember[] {
  const list = isRecord(answer) && Array.isArray(answer[key]) ? answer[key] : [];
  return list.flatMap((item) => readMember(item) ?? []);
}

export function readFoundUser(answer: unknown): FoundUser | null {
  const user = isRecord(answer) ? answer.user : null;
  if (!isRecord(user) || typeof user.id !== 'string') return null;
  return { id: user.id, email: text(user.email), isMember: Number(user.is_member) === 1 };
}

type Options = { signal?: AbortSignal };

export function createMembersApi(client: ApiClient) {
  const send = <Request>(spec: { path: string }, body: Request, options: Options = {}) => client.post<Record<string, unknown>>(spec.path, body, options);
  const c = MEMBER_CALLS;
  return {
    users: async (companyId: string, options?: Options) => readMembers(await send(c.users, { company_id: companyId } satisfies CompanyIdBody, options), 'users'),
    searchUser: async (body: SearchUserRequest, options?: Options) => readFoundUser(await send(c.searchUser, body, options)),
    addUser: async (body: AddUserRequest, options?: Options) => readMembers(await send(c.addUser, body, options), 'users'),
    updateUser: async (body: UpdateUserRequest, options?: Options) => readMembers(await send(c.updateUser, body, options), 'users'),
    removeUser: async (body: RemoveUserRequest, options?: Options) => readMembers(await send(c.removeUser, body, options), 'users'),
    addDeputies: async (body: AddDeputiesRequest, options?: Options) => readMembers(await send(c.addDeputies, body, options), 'deputies'),
    confirmMembership: async (token: string, options?: Options) => {
      const answer = await send(c.confirmMembership, { token } satisfies ConfirmMembershipRequest, options);
      return { companyId: text(answer.company_id) };
    },
  };
}

export const membersApi = createMembersApi(api);
