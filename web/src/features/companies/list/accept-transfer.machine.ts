// /company-transfer?token=…: the recipient accepts a company offered to them. The
// page waits until the app knows who is signed in (it signs in first when nobody is), then sends
// the token once; a refused link (expired, cancelled, another account) is said plainly.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface AcceptTransferContext {
  token: string | null;
  companyId: string | null;
  message: string | null;
}

export type AcceptTransferEvent = { type: 'START' } | { type: 'RETRY' };

export const acceptTransferMachine = setup({
  types: {
    context: {} as AcceptTransferContext,
    events: {} as AcceptTransferEvent,
    input: {} as { token: string | null },
  },
  actors: {
    accept: notProvided<{ companyId: string }, { token: string }>('acceptTransferMachine', 'accept'),
  },
  actions: {
    /** Hook: the app re-reads the user (the new company shows in the switcher and the list). */
    accepted: () => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'acceptTransfer',
  context: ({ input }) => ({ token: input.token, companyId: null, message: null }),
  initial: 'waiting',
  states: {
    /** Until the app is settled and signed in (the page sends START then). */
    waiting: {
      on: { START: [{ guard: 'hasToken', target: 'accepting' }, { target: 'failed' }] },
    },
    accepting: {
      entry: assign({ message: null }),
      invoke: {
        src: 'accept',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'accepted', actions: [assign({ companyId: ({ event }) => event.output.companyId }), 'accepted'] },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    accepted: { type: 'final' },
    failed: {
      on: { RETRY: { guard: 'hasToken', target: 'accepting' } },
    },
  },
});
