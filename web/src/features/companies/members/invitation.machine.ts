// /company-invitation?token=… (docs/company.md "Members"): the e-mailed link confirms a membership. No
// session is needed (the token proves the address); the page then offers to sign in or to open
// the companies. A used, expired or mistyped link is a clear failure, never a silent redirect.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';

export interface InvitationContext {
  token: string | null;
  companyId: string | null;
  /** The server's text for a refused link (INVITE_INVALID), or a network failure. */
  message: string | null;
}

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    input: {} as { token: string | null },
    events: {} as { type: 'RETRY' },
  },
  actors: {
    confirm: notProvided<{ companyId: string }, { token: string }>('invitation.machine', 'confirm'),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token.trim() !== '',
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({ token: input.token, companyId: null, message: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'confirming' }, { target: 'failed' }] },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ token: (context.token ?? '').trim() }),
        onDone: { target: 'confirmed', actions: assign({ companyId: ({ event }) => event.output.companyId, message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    confirmed: { type: 'final' },
    // A network failure may pass; a refused link stays refused, but trying again costs nothing.
    failed: { on: { RETRY: { guard: 'hasToken', target: 'confirming' } } },
  },
});
