// "Моя компания" (/my-company): the active company at a glance — its status, how far
// its profile is filled (with the way to continue it), departments, members and vacancies by
// status. One load of several calls (an actor provided in live.ts); parts a member may not read
// come back as null and the page leaves them out. No active company: nothing to load.
import { assign, setup } from 'xstate';
import type { MemberRoleCode } from '../../shared/api/company-members';
import { notProvided } from '../../shared/machines/not-provided';

export const VACANCY_STATES = ['draft', 'approval', 'returned', 'published'] as const;
export type VacancyState = (typeof VACANCY_STATES)[number];

export interface CompanyOverview {
  name: string;
  status: { id: number; name: string };
  /** Company profile wizard: the saved step of five, whether it was completed, and whether this member may edit it. */
  profile: { step: number; completed: boolean; editable: boolean } | null;
  departments: string[] | null;
  members: Array<{ id: string; name: string; email: string; role: MemberRoleCode; awaiting: boolean }> | null;
  vacancies: Record<VacancyState, number> | null;
}

/** How much of the five-step company profile is done, in percent (a completed profile is 100). */
export function profilePercent(profile: { step: number; completed: boolean }): number {
  if (profile.completed) return 100;
  return Math.round(((Math.min(5, Math.max(1, profile.step)) - 1) / 5) * 100);
}

export const myCompanyMachine = setup({
  types: {
    context: {} as { companyId: string | null; readsMembers: boolean; overview: CompanyOverview | null },
    /** `readsMembers`: the member list is asked for only by whom the `manageMembers` action opens it. */
    input: {} as { companyId: string | null; readsMembers?: boolean },
    events: {} as { type: 'RETRY' },
  },
  actors: {
    load: notProvided<CompanyOverview, { companyId: string; readsMembers: boolean }>('myCompanyMachine', 'load'),
  },
}).createMachine({
  id: 'myCompany',
  context: ({ input }) => ({ companyId: input.companyId, readsMembers: input.readsMembers ?? true, overview: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.companyId === null, target: 'noCompany' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId!, readsMembers: context.readsMembers }),
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
    noCompany: {},
  },
});
