// /confirm-email?token=... (the link of the registration letter): confirms the e-mail, stores the
// session token the server answers and lets the app reload the user (→ profile-create). A bad,
// expired or used link ends in a clear error with a form to request a new letter.
// The confirm call waits for START: the page sends it once the app has finished its own start-up,
// so a stale session being dropped cannot wipe the fresh token.
import { assign, setup } from 'xstate';
import type { UserInfo } from '../../shared/session/session';
import { serverProblems } from '../../shared/forms/failure';
import { checkEmail, type Problem } from '../../shared/forms/validation';
import { tokenOf } from './login.machine';
import { notProvided } from '../../shared/machines/not-provided';

export interface ConfirmEmailContext {
  token: string;
  message: string | null;
  email: string;
  emailError: Problem | null;
  submitted: boolean;
}

export type ConfirmEmailEvent = { type: 'START' } | { type: 'CHANGE_EMAIL'; value: string } | { type: 'REQUEST_LETTER' };

export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    events: {} as ConfirmEmailEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** POST /profile/confirmEmail { token }; resolves with user_data carrying the session token. */
    confirm: notProvided<UserInfo | null, { token: string }>('confirmEmailMachine', 'confirm'),
    /** POST /profile/resendConfirmEmail { email, ref }. */
    requestLetter: notProvided<unknown, { email: string }>('confirmEmailMachine', 'requestLetter'),
  },
  actions: {
    storeSession: (_, _params: { token: string }) => {},
    /** The app machine re-reads the user and decides the status (profile-create). */
    confirmed: () => {},
  },
  guards: {
    hasLinkToken: ({ context }) => context.token !== '',
    answeredToken: (_, params: { userData: unknown }) => tokenOf(params.userData) !== null,
    emailIsValid: ({ context }) => checkEmail(context.email) === null,
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ token: (input.token ?? '').trim(), message: null, email: '', emailError: null, submitted: false }),
  initial: 'waiting',
  states: {
    waiting: {
      on: { START: [{ guard: 'hasLinkToken', target: 'confirming' }, { target: 'failed' }] },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'answeredToken', params: ({ event }) => ({ userData: event.output }) },
            target: 'confirmed',
            actions: [{ type: 'storeSession', params: ({ event }) => ({ token: tokenOf(event.output)! }) }, 'confirmed'],
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => serverProblems(event.error).message }) },
      },
    },
    confirmed: { type: 'final' },
    failed: {
      initial: 'form',
      states: {
        form: {
          on: {
            CHANGE_EMAIL: {
              actions: assign({
                email: ({ event }) => event.value,
                emailError: ({ context, event }) => (context.submitted ? checkEmail(event.value) : null),
              }),
            },
            REQUEST_LETTER: [
              { guard: 'emailIsValid', target: 'sending', actions: assign({ submitted: true, emailError: null }) },
              { actions: assign({ submitted: true, emailError: ({ context }) => checkEmail(context.email) }) },
            ],
          },
        },
        sending: {
          invoke: {
            src: 'requestLetter',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: 'sent',
            onError: {
              target: 'form',
              actions: assign({
                emailError: ({ event }) => {
                  const { fields, message } = serverProblems(event.error);
                  return fields.email ?? (message ? { text: message } : null);
                },
              }),
            },
          },
        },
        sent: {},
      },
    },
  },
});

export type ConfirmEmailMachine = typeof confirmEmailMachine;
