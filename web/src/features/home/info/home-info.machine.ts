// The home page's info blocks and birthdays of the active company: loaded once, retried on demand.
import { assign, fromPromise, setup } from 'xstate';
import type { HomeInfo } from '../../../shared/api/home-info';

export interface HomeInfoContext {
  companyId: string;
  info: HomeInfo | null;
}

export const homeInfoMachine = setup({
  types: { context: {} as HomeInfoContext, input: {} as { companyId: string }, events: {} as { type: 'RETRY' } },
  actors: {
    load: fromPromise<HomeInfo, { companyId: string }>(async () => {
      throw new Error('homeInfoMachine: "load" must be provided');
    }),
  },
}).createMachine({
  id: 'homeInfo',
  context: ({ input }) => ({ companyId: input.companyId, info: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
