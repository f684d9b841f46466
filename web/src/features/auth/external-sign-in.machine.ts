// /auth/external#code=... (where a provider's sign-in comes back, docs/identity.md): trades the
// one-time code for a session, stores its token and lets the app reload the user; a missing, used
// or expired code ends in a message with the way back to the sign-in page. Like the e-mail
// confirmation, the trade waits for START, sent once the app finished its own start-up, so a stale
// session being dropped cannot wipe the fresh token.
import { assign, setup } from 'xstate';
import type { UserInfo } from '../../shared/session/session';
import { serverProblems } from '../../shared/forms/failure';
import { notProvided } from '../../shared/machines/not-provided';
import { tokenOf } from './login.machine';

export interface ExternalSignInContext {
  code: string;
  message: string | null;
}

export const externalSignInMachine = setup({
  types: {
    context: {} as ExternalSignInContext,
    events: {} as { type: 'START' },
    input: {} as { code: string | null },
  },
  actors: {
    /** POST /auth/external/session { code }; resolves with user_data carrying the session token. */
    exchange: notProvided<UserInfo | null, { code: string }>('externalSignInMachine', 'exchange'),
  },
  actions: {
    storeSession: (_, _params: { token: string }) => {},
    /** The app machine re-reads the user and decides the status. */
    signedIn: () => {},
  },
  guards: {
    hasCode: ({ context }) => context.code !== '',
    answeredToken: (_, params: { userData: unknown }) => tokenOf(params.userData) !== null,
  },
}).createMachine({
  id: 'externalSignIn',
  context: ({ input }) => ({ code: (input.code ?? '').trim(), message: null }),
  initial: 'waiting',
  states: {
    waiting: {
      on: { START: [{ guard: 'hasCode', target: 'exchanging' }, { target: 'failed' }] },
    },
    exchanging: {
      invoke: {
        src: 'exchange',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'answeredToken', params: ({ event }) => ({ userData: event.output }) },
            target: 'signedIn',
            actions: [{ type: 'storeSession', params: ({ event }) => ({ token: tokenOf(event.output)! }) }, 'signedIn'],
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => serverProblems(event.error).message }) },
      },
    },
    signedIn: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type ExternalSignInMachine = typeof externalSignInMachine;
