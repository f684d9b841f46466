// The home page's info blocks and birthdays of the active company: loaded on arrival, retried on
// demand, and read again in the background when an in-app notice arrives (a vacancy published or
// sent back changes the counts).
import { assign, setup } from 'xstate';
import type { HomeInfo } from '../../../shared/api/home-info';
import { noLiveEvents, type LiveMessage } from '../../../shared/live';
import { notProvided } from '../../../shared/machines/not-provided';

export interface HomeInfoContext {
  companyId: string;
  info: HomeInfo | null;
}

export const homeInfoMachine = setup({
  types: { context: {} as HomeInfoContext, input: {} as { companyId: string }, events: {} as { type: 'RETRY' } | LiveMessage },
  actors: {
    load: notProvided<HomeInfo, { companyId: string }>('homeInfoMachine', 'load'),
    live: noLiveEvents,
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
    ready: {
      invoke: { src: 'live', input: { names: ['notice.created'] } },
      on: { LIVE: 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
