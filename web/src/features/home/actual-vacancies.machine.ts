// The home page's "actual vacancies" (get_actual_vacancies): the active company's published
// vacancies. Without an active company there is nothing to ask; a failure can be retried. A new
// in-app notice (a colleague approved, a vacancy was published) reads the list again in the
// background, keeping the rows shown: without it home said "no vacancies" beside a bell that
// announced the publication.
import { assign, setup } from 'xstate';
import { noLiveEvents, type LiveMessage } from '../../shared/live';
import type { VacancyRow } from './vacancies';
import { notProvided } from '../../shared/machines/not-provided';

export const actualVacanciesMachine = setup({
  types: {
    context: {} as { companyId: string | null; rows: VacancyRow[] },
    input: {} as { companyId: string | null },
    events: {} as { type: 'RETRY' } | LiveMessage,
  },
  actors: {
    load: notProvided<VacancyRow[], { companyId: string }>('actualVacanciesMachine', 'load'),
    live: noLiveEvents,
  },
}).createMachine({
  id: 'actualVacancies',
  context: ({ input }) => ({ companyId: input.companyId, rows: [] }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.companyId === null, target: 'ready' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId! }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {
      invoke: { src: 'live', input: { names: ['notice.created'] } },
      on: { LIVE: { guard: ({ context }) => context.companyId !== null, target: 'refreshing' } },
    },
    refreshing: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId! }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output }) },
        // The rows shown stay; the next notice or a visit reads them again.
        onError: 'ready',
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
