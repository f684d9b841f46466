// The phone confirmation modal of the settings: a code is sent to the
// phone, then the shared SMS-code step (the child `code`: the 6 digits, the confirm call and
// "send again" after a 90 s countdown) takes over. Success sets is_confirm_phone (the server
// answers the fresh user_data) and closes the modal.
import { assign, sendTo, setup } from 'xstate';
import { failureOf, retryAfterOf } from '../../../shared/forms/failure';
import { codeConfirmationMachine, type CodeConfirmationOutput } from '../../../shared/machines/code-confirmation.machine';
import { RESEND_COOLDOWN_SECONDS } from '../../../shared/machines/resend-countdown.machine';
import { notProvided } from '../../../shared/machines/not-provided';

export interface PhoneConfirmContext {
  phone: string;
  /** Seconds the resend link waits when the code entry opens: 90, or what a 429 asked for. */
  secondsLeft: number;
  /** The fresh user_data once the phone is confirmed. */
  user: unknown;
}

export interface PhoneConfirmOutput {
  confirmed: boolean;
  user: unknown;
}

export type PhoneConfirmEvent = { type: 'RETRY' } | { type: 'CANCEL' };

export const phoneConfirmMachine = setup({
  types: {
    context: {} as PhoneConfirmContext,
    events: {} as PhoneConfirmEvent,
    children: {} as { code: 'codeConfirmation' },
    input: {} as { phone: string },
    output: {} as PhoneConfirmOutput,
  },
  actors: {
    sendCode: notProvided<void, { phone: string }>('phoneConfirmMachine', 'sendCode'),
    /** The code entry: its `confirm` resolves with the fresh user_data; its resend sends as sendCode does. */
    codeConfirmation: codeConfirmationMachine,
  },
  actions: {
    publishUser: (_, _params: { user: unknown }) => {},
    notifyConfirmed: () => {},
    notifyError: (_, _params: { message: string }) => {},
    waitBeforeResend: assign({ secondsLeft: (_, params: { seconds: number }) => params.seconds }),
  },
  guards: {
    /** A 429 with Retry-After: a code was sent moments ago, so the user can type it while waiting. */
    mustWait: (_, params: { error: unknown }) => retryAfterOf(params.error) !== null,
    codeConfirmed: (_, params: { output: CodeConfirmationOutput }) => params.output.confirmed,
  },
}).createMachine({
  id: 'phoneConfirm',
  context: ({ input }) => ({ phone: input.phone, secondsLeft: RESEND_COOLDOWN_SECONDS, user: null }),
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
      // The code step itself refuses to close while the code is being checked: the answer decides.
      on: { CANCEL: { actions: sendTo('code', { type: 'CANCEL' }) } },
      invoke: {
        id: 'code',
        src: 'codeConfirmation',
        input: ({ context }) => ({ phone: context.phone, secondsLeft: context.secondsLeft }),
        onDone: [
          {
            guard: { type: 'codeConfirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'confirmed',
            actions: [
              assign({ user: ({ event }) => event.output.result }),
              { type: 'publishUser', params: ({ event }) => ({ user: event.output.result }) },
              'notifyConfirmed',
            ],
          },
          { target: 'cancelled' },
        ],
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ confirmed: context.user !== null, user: context.user }),
});
