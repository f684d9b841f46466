// The user's company list (/companies/:sort, spec 001 §6): it loads a tab's companies, enters one
// (loginCompany; the app then re-reads the user) and takes back a transfer offer, one at a time.
// The calls are actors provided in the area's live.ts; what the screen says about them are actions.
// A verifier's decision heard live reads the tab again in the background, so a row's status follows.
import { assign, setup } from 'xstate';
import { noLiveEvents, type LiveMessage } from '../../../shared/live';
import type { CompanyListSort } from '../../../shared/api/company';
import type { CompanyListEntry } from '../../../shared/api/company-list';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface MyCompaniesContext {
  sort: CompanyListSort;
  items: CompanyListEntry[] | null;
  failed: boolean;
  /** The company a call runs for (its row's controls wait). */
  busy: string | null;
}

export type MyCompaniesEvent =
  | { type: 'SORT'; sort: CompanyListSort }
  | { type: 'ENTER'; company: CompanyListEntry }
  | { type: 'CANCEL_TRANSFER'; company: CompanyListEntry }
  /** The company left this tab (archived, restored, deleted, offered). */
  | { type: 'DROP'; id: string }
  | LiveMessage;

export const myCompaniesMachine = setup({
  types: {
    context: {} as MyCompaniesContext,
    events: {} as MyCompaniesEvent,
    input: {} as { sort: CompanyListSort },
  },
  actors: {
    load: notProvided<CompanyListEntry[], { sort: CompanyListSort }>('myCompaniesMachine', 'load'),
    enter: notProvided<void, { companyId: string }>('myCompaniesMachine', 'enter'),
    cancelTransfer: notProvided<void, { companyId: string }>('myCompaniesMachine', 'cancelTransfer'),
    live: noLiveEvents,
  },
  actions: {
    /** The active company changed: the app re-reads the user. */
    entered: () => {},
    cancelled: (_, _params: { name: string }) => {},
    failed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'myCompanies',
  context: ({ input }) => ({ sort: input.sort, items: null, failed: false, busy: null }),
  initial: 'loading',
  on: {
    SORT: { target: '.loading', reenter: true, actions: assign({ sort: ({ event }) => event.sort, items: null, failed: false }) },
    DROP: { actions: assign({ items: ({ context, event }) => context.items?.filter((item) => item.id !== event.id) ?? null }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ sort: context.sort }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, failed: false }) },
        onError: { target: 'ready', actions: assign({ items: [], failed: true }) },
      },
    },
    ready: {
      invoke: { src: 'live', input: { names: ['company.changed'] } },
      on: {
        LIVE: 'refreshing',
        ENTER: { target: 'entering', actions: assign({ busy: ({ event }) => event.company.id }) },
        CANCEL_TRANSFER: { target: 'cancelling', actions: assign({ busy: ({ event }) => event.company.id }) },
      },
    },
    /** The rows stay on screen (and their buttons work) while the tab is read again. */
    refreshing: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ sort: context.sort }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: 'ready',
      },
      on: {
        ENTER: { target: 'entering', actions: assign({ busy: ({ event }) => event.company.id }) },
        CANCEL_TRANSFER: { target: 'cancelling', actions: assign({ busy: ({ event }) => event.company.id }) },
      },
    },
    entering: {
      invoke: {
        src: 'enter',
        input: ({ context }) => ({ companyId: context.busy! }),
        // The row stays busy while the app reloads into the company.
        onDone: { target: 'ready', actions: 'entered' },
        onError: {
          target: 'ready',
          actions: [assign({ busy: null }), { type: 'failed', params: ({ event }) => ({ message: failureOf(event.error).message }) }],
        },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelTransfer',
        input: ({ context }) => ({ companyId: context.busy! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'cancelled', params: ({ context }) => ({ name: context.items?.find((item) => item.id === context.busy)?.name ?? '' }) },
            assign({ items: ({ context }) => context.items?.filter((item) => item.id !== context.busy) ?? null, busy: null }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ busy: null }), { type: 'failed', params: ({ event }) => ({ message: failureOf(event.error).message }) }],
        },
      },
    },
  },
});
