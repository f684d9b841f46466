// The company context's member calls (spec 001 §7, docs/company.md "Members"): deputies, company users and
// the invitation link. Request fields are named once in MEMBER_CALLS and checked against the
// OpenAPI document like company.ts; answers are parsed here into typed views.
import { api, type ApiClient } from './client';
import { post, type RequestBody, type ResponseBody } from './contract';

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

// Answers as the OpenAPI document describes them (openapi.d.ts).
type MembersAnswer = ResponseBody<'/company/get_companyUsers'>;
type DeputiesAnswer = ResponseBody<'/company/get_company_deputy'>;
type SearchUserAnswer = ResponseBody<'/company/searchUser'>;
type ConfirmMembershipAnswer = ResponseBody<'/company/confirmMembership'>;
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
  const send = <Answer>(spec: { path: string }, body: unknown, options: Options = {}) => client.post<Answer>(spec.path, body, options);
  const users = (answer: MembersAnswer) => answer.users.map(readMember);
  const c = MEMBER_CALLS;
  return {
    users: async (companyId: string, options?: Options) => users(await send<MembersAnswer>(c.users, { company_id: companyId } satisfies CompanyIdBody, options)),
    searchUser: async (body: SearchUserRequest, options?: Options) => readFoundUser(await send<SearchUserAnswer>(c.searchUser, body, options)),
    addUser: async (body: AddUserRequest, options?: Options) => users(await send<MembersAnswer>(c.addUser, body, options)),
    updateUser: async (body: UpdateUserRequest, options?: Options) => users(await send<MembersAnswer>(c.updateUser, body, options)),
    removeUser: async (body: RemoveUserRequest, options?: Options) => users(await send<MembersAnswer>(c.removeUser, body, options)),
    addDeputies: async (body: AddDeputiesRequest, options?: Options) => (await send<DeputiesAnswer>(c.addDeputies, body, options)).deputies.map(readMember),
    confirmMembership: async (token: string, options?: Options) => {
      const answer = await send<ConfirmMembershipAnswer>(c.confirmMembership, { token } satisfies ConfirmMembershipRequest, options);
      return { companyId: answer.company_id };
    },
  };
}

export const membersApi = createMembersApi(api);
