// The member screens' machines wired to the API (the machines themselves never call fetch). Kept
// apart from ../live.ts so the list, the wizard and the members screens change independently.
import { loadOptionLists, type OptionItem } from '../../../shared/api/catalogue';
import {
  membersApi,
  type AddDeputiesRequest,
  type ChosenPassword,
  type CompanyMember,
  type Invitation,
  type RemoveUserRequest,
  type SearchUserRequest,
} from '../../../shared/api/company-members';
import { companyUsersMachine, type AddMemberRequest, type Loaded, type UpdateMemberRequest } from './company-users.machine';
import { deputiesMachine } from './deputies.machine';
import { invitationMachine } from './invitation.machine';
import { fromApi } from '../../../shared/api/from-api';
import { companySetupApi } from '../../../shared/api/company-setup';
import { toAdminCall, toDeputiesCall, type NewPersonRequest } from './new-person';

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
    searchUser: fromApi(async ({ input, signal }: { input: SearchUserRequest; signal: AbortSignal }) =>
      membersApi.searchUser(input, { signal }),
    ),
    // The role travels in the same body (addUserToCompany's and updateUserToCompany's `role`).
    addUser: fromApi<CompanyMember[], AddMemberRequest>(async ({ input, signal }) => membersApi.addUser(input, { signal })),
    // A person without an account: the onboarding's administrator and deputy calls, then the list anew.
    inviteNew: fromApi<CompanyMember[], NewPersonRequest>(async ({ input, signal }) => {
      if (input.role === 'administrator') await companySetupApi.addAdmin(toAdminCall(input), { signal });
      else await membersApi.addDeputies(toDeputiesCall(input), { signal });
      return membersApi.users(input.company_id, { signal });
    }),
    updateUser: fromApi<CompanyMember[], UpdateMemberRequest>(async ({ input, signal }) => membersApi.updateUser(input, { signal })),
    removeUser: fromApi<CompanyMember[], RemoveUserRequest>(async ({ input, signal }) => membersApi.removeUser(input, { signal })),
  },
});

export const liveInvitationMachine = invitationMachine.provide({
  actors: {
    load: fromApi<Invitation, { token: string }>(async ({ input, signal }) => membersApi.invitation(input.token, { signal })),
    confirm: fromApi<{ companyId: string }, { token: string; chosen: ChosenPassword | null }>(async ({ input, signal }) =>
      membersApi.confirmMembership(input.token, input.chosen, { signal }),
    ),
  },
});
