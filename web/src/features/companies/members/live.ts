// The member screens' machines wired to the API (the machines themselves never call fetch). Kept
// apart from ../live.ts so the list, the wizard and the members screens change independently.
import { loadOptionLists, type OptionItem } from '../../../shared/api/catalogue';
import { membersApi, type AddDeputiesRequest, type AddUserRequest, type CompanyMember, type RemoveUserRequest, type SearchUserRequest, type UpdateUserRequest } from '../../../shared/api/company-members';
import { companyUsersMachine, type Loaded } from './company-users.machine';
import { deputiesMachine } from './deputies.machine';
import { invitationMachine } from './invitation.machine';
import { fromApi } from '../../../shared/api/from-api';

const loadRights = async (signal: AbortSignal): Promise<OptionItem[]> => (await loadOptionLists(['s_access_z'], signal)).s_access_z ?? [];

export const liveDeputiesMachine = deputiesMachine.provide({
  actors: {
    loadRights: fromApi(async ({ signal }) => loadRights(signal)),
    addDeputies: fromApi<unknown, AddDeputiesRequest>(async ({ input, signal }) => membersApi.addDeputies(input, { signal })),
  },
});

export const liveCompanyUsersMachine = companyUsersMachine.provide({
  actors: {
    load: fromApi<Loaded, { companyId: string }>(async ({ input, signal }) => {
      const [users, rights] = await Promise.all([membersApi.users(input.companyId, { signal }), loadRights(signal)]);
      return { users, rights };
    }),
    searchUser: fromApi(async ({ input, signal }: { input: SearchUserRequest; signal: AbortSignal }) => membersApi.searchUser(input, { signal })),
    addUser: fromApi<CompanyMember[], AddUserRequest>(async ({ input, signal }) => membersApi.addUser(input, { signal })),
    updateUser: fromApi<CompanyMember[], UpdateUserRequest>(async ({ input, signal }) => membersApi.updateUser(input, { signal })),
    removeUser: fromApi<CompanyMember[], RemoveUserRequest>(async ({ input, signal }) => membersApi.removeUser(input, { signal })),
  },
});

export const liveInvitationMachine = invitationMachine.provide({
  actors: {
    confirm: fromApi<{ companyId: string }, { token: string }>(async ({ input, signal }) => membersApi.confirmMembership(input.token, { signal })),
  },
});
