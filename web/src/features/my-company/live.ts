// The "Моя компания" machine wired to the API: the company (company context), its profile and
// departments and its vacancy counts (profiling), its members (company context). Parts the member
// may not read (a plain user and the member list) come back as null.
import { companyApi } from '../../shared/api/company';
import { membersApi } from '../../shared/api/company-members';
import { fromApi } from '../../shared/api/from-api';
import { positionsApi } from '../../shared/api/positions';
import { profilingApi } from '../../shared/api/profiling';
import { myCompanyMachine, type CompanyOverview } from './my-company.machine';

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

export const liveMyCompanyMachine = myCompanyMachine.provide({
  actors: {
    load: fromApi<CompanyOverview, { companyId: string; readsMembers: boolean }>(async ({ input, signal }) => {
      const id = input.companyId;
      const [company, profile, departments, members, counts] = await Promise.all([
        companyApi.info(id, { signal }),
        orNull(profilingApi.info(id, { signal })),
        orNull(profilingApi.departments(id, { signal })),
        // Asked only when the member's actions open it: a call the server refuses is never sent.
        input.readsMembers ? orNull(membersApi.users(id, { signal })) : Promise.resolve(null),
        orNull(positionsApi.counts({ company_id: id }, { signal })),
      ]);
      return {
        name: company.name,
        status: company.status,
        profile: profile ? { step: profile.step, completed: profile.completed, editable: profile.can_edit } : null,
        departments: departments ? departments.map((department) => department.name) : null,
        members: members
          ? members.map((member) => ({
              id: member.id,
              name: [member.lastName, member.firstName, member.middleName].filter(Boolean).join(' ') || member.email,
              email: member.email,
              role: member.role,
              awaiting: member.status !== 'confirmed',
            }))
          : null,
        vacancies: counts,
      };
    }),
  },
});
