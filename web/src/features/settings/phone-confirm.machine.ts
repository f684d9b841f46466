// The phone confirmation modal of the settings (spec 000, §2 and §4): a code is sent to the
// phone, the user types the 6 digits and confirms; "send again" appears after a 90 s countdown
// (the shared resend-countdown machine, invoked as the child `resend`, sending to the same phone).
// Success sets is_confirm_phone (the server answers the fresh user_data) and closes the modal.
import { assign, fromPromise, setup } from 'xstate';
import { codeFailure, failureOf, retryAfterOf } from '../../shared/forms/failure';
import { checkCode, codeDigits, type Problem } from '../../shared/forms/validation';
import { RESEND_COOLDOWN_SECONDS, resendCountdownMachine } from '../../shared/machines/resend-countdown.machine';

export interface PhoneConfirmContext {
  phone: string;
  code: string;
  error: Problem | null;
  submitted: boolean;
  /** Seconds the resend link waits when the code entry opens: 90, or what a 429 asked for. */
  secondsLeft: number;
  /** The fresh user_data once the phone is confirmed. */
  user: unknown;
}

export interface PhoneConfirmOutput {
  confirmed: boolean;
  user: unknown;
}

export type PhoneConfirmEvent = { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'CANCEL' };

function notProvided(name: string): never {
  throw new Error(`phoneConfirmMachine: "${name}" must be provided`);
}

export const phoneConfirmMachine = setup({
  types: {
    context: {} as PhoneConfirmContext,
    events: {} as PhoneConfirmEvent,
    children: {} as { resend: 'resend' },
    input: {} as { phone: string },
    output: {} as PhoneConfirmOutput,
  },
  actors: {
    sendCode: fromPromise<void, { phone: string }>(async () => notProvided('sendCode')),
    /** Resolves with the fresh user_data. */
    confirmCode: fromPromise<unknown, { code: string }>(async () => notProvided('confirmCode')),
    /** "Send again": its `send` is the same call as sendCode, with the phone as the target. */
    resend: resendCountdownMachine,
  },
  actions: {
    publishUser: (_, _params: { user: unknown }) => {},
    notifyConfirmed: () => {},
    notifyError: (_, _params: { message: string }) => {},
    waitBeforeResend: assign({ secondsLeft: (_, params: { seconds: number }) => params.seconds }),
  },
  guards: {
    codeIsValid: ({ context }) => checkCode(context.code) === null,
    /** A 429 with Retry-After: a code was sent moments ago, so the user can type it while waiting. */
    mustWait: (_, params: { error: unknown }) => retryAfterOf(params.error) !== null,
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
        onDone: { target: 'active', actions: { type: 'waitBeforeResend', params: { seconds: RESEND_COOLDOWN_SECONDS } } },
        onError: [
          {
            guard: { type: 'mustWait', params: ({ event }) => ({ error: event.error }) },
            target: 'active',
            actions: [
              { type: 'waitBeforeResend', params: ({ event }) => ({ seconds: retryAfterOf(event.error)! }) },
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
      // The countdown runs beside the code entry: a wrong code does not restart it.
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ target: context.phone, secondsLeft: context.secondsLeft }),
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign({
                code: ({ event }) => codeDigits(event.value),
                error: ({ context, event }) => (context.submitted ? checkCode(codeDigits(event.value)) : null),
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
                assign({ error: ({ event }) => codeFailure(event.error).problem }),
                // The field shows its own error; the toast is for what has no field (429, network).
                { type: 'notifyError', params: ({ event }) => ({ message: codeFailure(event.error).toast ?? '' }) },
              ],
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
