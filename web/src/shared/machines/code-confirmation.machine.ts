// The 6-digit SMS code step: the code field, the confirm call and the "send again" countdown (an
// invoked resend-countdown machine). Used as it is by /forgot-by-phone (recovery), and as a child
// by the profile flow (/confirm-phone) and the settings phone confirmation modal, whose parents
// send the first code themselves. Which calls are made is provided by the user of the machine:
// confirm gets { phone, code }, the resend's send { target: phone }.
import { assign, fromPromise, setup } from 'xstate';
import { codeFailure } from '../forms/failure';
import { checkCode, codeDigits, type Problem } from '../forms/validation';
import { resendCountdownMachine } from './resend-countdown.machine';

export interface CodeConfirmationInput {
  phone: string;
  /** Seconds until "send again" appears; the code was normally just sent, so 90. */
  secondsLeft?: number;
}

export interface CodeConfirmationContext {
  phone: string;
  code: string;
  submitted: boolean;
  error: Problem | null;
  secondsLeft: number | undefined;
  confirmed: boolean;
  /** What the confirm call answered (user_data, a reset token): the machine's output. */
  result: unknown;
}

export interface CodeConfirmationOutput {
  /** False when the step was cancelled. */
  confirmed: boolean;
  result: unknown;
}

export type CodeConfirmationEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'SUBMIT' }
  /** Leave without a confirmed code; refused while the code is being checked (the answer decides). */
  | { type: 'CANCEL' };

export const codeConfirmationMachine = setup({
  types: {
    context: {} as CodeConfirmationContext,
    events: {} as CodeConfirmationEvent,
    children: {} as { resend: 'resend' },
    input: {} as CodeConfirmationInput,
    output: {} as CodeConfirmationOutput,
  },
  actors: {
    confirm: fromPromise<unknown, { phone: string; code: string }>(async () => {
      throw new Error('codeConfirmationMachine: "confirm" must be provided');
    }),
    resend: resendCountdownMachine,
  },
  actions: {
    /** Hook for a toast with the server's message (e.g. too many attempts); null when the field says it all. */
    notifyError: (_, _params: { message: string | null }) => {},
  },
  guards: {
    codeIsValid: ({ context }) => checkCode(context.code) === null,
  },
}).createMachine({
  id: 'codeConfirmation',
  context: ({ input }) => ({
    phone: input.phone,
    code: '',
    submitted: false,
    error: null,
    secondsLeft: input.secondsLeft,
    confirmed: false,
    result: null,
  }),
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
        CANCEL: 'cancelled',
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ phone: context.phone, code: context.code.trim() }),
        onDone: { target: 'confirmed', actions: assign({ error: null, confirmed: true, result: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => codeFailure(event.error).problem }),
            // Field errors show beside the field; a toast is for what has no field (429, network).
            { type: 'notifyError', params: ({ event }) => ({ message: codeFailure(event.error).toast }) },
          ],
        },
      },
    },
    confirmed: {
      type: 'final',
    },
    cancelled: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ confirmed: context.confirmed, result: context.result }),
});

export type CodeConfirmationMachine = typeof codeConfirmationMachine;
