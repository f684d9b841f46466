// The home page's "actual vacancies" (get_actual_vacancies): the active company's published
// vacancies. Without an active company there is nothing to ask; a failure can be retried.
import { assign, fromPromise, setup } from 'xstate';
import type { VacancyRow } from './vacancies';

export const actualVacanciesMachine = setup({
  types: {
    context: {} as { companyId: string | null; rows: VacancyRow[] },
    input: {} as { companyId: string | null },
    events: {} as { type: 'RETRY' },
  },
  actors: {
    load: fromPromise<VacancyRow[], { companyId: string }>(async () => {
      throw new Error('actualVacanciesMachine: "load" must be provided');
    }),
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
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
