// The phone confirmation modal of the settings (spec 000, §2 and §4): a code is sent to the
// phone, the user types the 6 digits and confirms; "send again" appears after a 90 s countdown.
// Success sets is_confirm_phone (the server answers the fresh user_data) and closes the modal.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../shared/forms/failure';
import { checkCode, LIMITS, type Problem } from '../../shared/forms/validation';
import { RESEND_COOLDOWN_SECONDS } from '../auth/resend.machine';

export interface PhoneConfirmContext {
  phone: string;
  code: string;
  error: Problem | null;
  submitted: boolean;
  secondsLeft: number;
  /** The fresh user_data once the phone is confirmed. */
  user: unknown;
}

export interface PhoneConfirmOutput {
  confirmed: boolean;
  user: unknown;
}

export type PhoneConfirmEvent = { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'RETRY' } | { type: 'CANCEL' };

function notProvided(name: string): never {
  throw new Error(`phoneConfirmMachine: "${name}" must be provided`);
}

export const phoneConfirmMachine = setup({
  types: {
    context: {} as PhoneConfirmContext,
    events: {} as PhoneConfirmEvent,
    input: {} as { phone: string },
    output: {} as PhoneConfirmOutput,
  },
  actors: {
    sendCode: fromPromise<void, { phone: string }>(async () => notProvided('sendCode')),
    /** Resolves with the fresh user_data. */
    confirmCode: fromPromise<unknown, { code: string }>(async () => notProvided('confirmCode')),
  },
  actions: {
    publishUser: (_, _params: { user: unknown }) => {},
    notifyConfirmed: () => {},
    notifyError: (_, _params: { message: string }) => {},
    restartCountdown: assign({ secondsLeft: (_, params: { seconds: number }) => params.seconds }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    codeIsValid: ({ context }) => checkCode(context.code) === null,
    /** A 429 with Retry-After: a code was sent moments ago, so the user can type it while waiting. */
    mustWait: (_, params: { error: unknown }) => failureOf(params.error).retryAfter !== null,
  },
}).createMachine({
  id: 'phoneConfirm',
  context: ({ input }) => ({ phone: input.phone, code: '', error: null, submitted: false, secondsLeft: RESEND_COOLDOWN_SECONDS, user: null }),
  initial: 'sending',
  on: { CANCEL: '.cancelled' },
  states: {
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'active', actions: { type: 'restartCountdown', params: { seconds: RESEND_COOLDOWN_SECONDS } } },
        onError: [
          {
            guard: { type: 'mustWait', params: ({ event }) => ({ error: event.error }) },
            target: 'active',
            actions: [
              { type: 'restartCountdown', params: ({ event }) => ({ seconds: failureOf(event.error).retryAfter! }) },
              { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
            ],
          },
          { target: 'sendFailed', actions: { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
        ],
      },
    },
    sendFailed: {
      on: { RETRY: 'sending' },
    },
    active: {
      type: 'parallel',
      states: {
        timer: {
          initial: 'counting',
          states: {
            counting: {
              after: {
                1000: [
                  { guard: 'lastSecond', target: 'ready', actions: 'tick' },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
            ready: {
              on: { RESEND: 'resending' },
            },
            resending: {
              invoke: {
                src: 'sendCode',
                input: ({ context }) => ({ phone: context.phone }),
                onDone: { target: 'counting', actions: { type: 'restartCountdown', params: { seconds: RESEND_COOLDOWN_SECONDS } } },
                onError: [
                  {
                    guard: { type: 'mustWait', params: ({ event }) => ({ error: event.error }) },
                    target: 'counting',
                    actions: [
                      { type: 'restartCountdown', params: ({ event }) => ({ seconds: failureOf(event.error).retryAfter! }) },
                      { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
                    ],
                  },
                  { target: 'ready', actions: { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
                ],
              },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: {
                  actions: assign({
                    // Number inputs cut what is beyond their length and drop signs (§5).
                    code: ({ event }) => event.value.replace(/\D/g, '').slice(0, LIMITS.codeLength),
                    error: ({ context, event }) => (context.submitted ? checkCode(event.value.replace(/\D/g, '').slice(0, LIMITS.codeLength)) : null),
                  }),
                },
                SUBMIT: [
                  { guard: 'codeIsValid', target: 'confirming', actions: assign({ submitted: true, error: null }) },
                  { actions: assign({ submitted: true, error: ({ context }) => checkCode(context.code) }) },
                ],
              },
            },
            confirming: {
              // The answer decides whether the phone is confirmed; closing meanwhile would hide it.
              on: { CANCEL: {} },
              invoke: {
                src: 'confirmCode',
                input: ({ context }) => ({ code: context.code }),
                onDone: {
                  target: '#phoneConfirm.confirmed',
                  actions: [
                    assign({ user: ({ event }) => event.output }),
                    { type: 'publishUser', params: ({ event }) => ({ user: event.output }) },
                    'notifyConfirmed',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({
                      error: ({ event }) => {
                        const failure = failureOf(event.error);
                        const text = failure.fields.confirm_phone_code ?? failure.message;
                        return text ? { text } : null;
                      },
                    }),
                    {
                      type: 'notifyError',
                      // The field shows its own error; the toast is for what has no field (429, network).
                      params: ({ event }) => {
                        const failure = failureOf(event.error);
                        return { message: failure.fields.confirm_phone_code && failure.retryAfter === null ? '' : failure.message };
                      },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ confirmed: context.user !== null, user: context.user }),
});
