// "Send again" for SMS codes and letters: the link appears only after a 90-second countdown
// (specification 000, §4 and §9); before that the screen shows the minutes and seconds left.
// One machine for every such link: the sign-in screens (letters, the recovery and profile codes)
// and the settings modals (phone confirmation, password reset), each invoking it as a child.
// Time passes through XState's clock (`after`), so specs drive it with a SimulatedClock.
import { assign, fromPromise, setup } from 'xstate';
import { fromApi } from '../api/from-api';
import { retryAfterOf, serverProblems } from '../forms/failure';

export const RESEND_COOLDOWN_SECONDS = 90;

export interface ResendContext {
  /** The phone or e-mail to send to again; handed to the `send` actor. */
  target: string;
  cooldown: number;
  secondsLeft: number;
  /** How many times something was sent again from this screen (the first send happened before). */
  resent: number;
  /** The last failure's message, for a screen that shows it beside the link. */
  error: string | null;
}

export interface ResendInput {
  target?: string;
  /** Seconds to wait before the first resend; 0 shows the link at once (e.g. nothing was sent yet). */
  secondsLeft?: number;
  cooldown?: number;
}

export type ResendEvent = { type: 'RESEND' };

export const resendCountdownMachine = setup({
  types: {
    context: {} as ResendContext,
    events: {} as ResendEvent,
    input: {} as ResendInput,
  },
  actors: {
    send: fromPromise<unknown, { target: string }>(async () => {
      throw new Error('resendCountdownMachine: "send" must be provided');
    }),
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restart: assign({ secondsLeft: ({ context }) => context.cooldown, error: null, resent: ({ context }) => context.resent + 1 }),
    /** Hook for a screen-level notice (toast); the screen also reads `resent`. */
    notifySent: () => {},
    /** Hook for a screen that shows a failed resend as a toast rather than beside the link. */
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    timeIsUp: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'resend',
  context: ({ input }) => {
    const cooldown = input.cooldown ?? RESEND_COOLDOWN_SECONDS;
    return { target: input.target ?? '', cooldown, secondsLeft: input.secondsLeft ?? cooldown, resent: 0, error: null };
  },
  initial: 'cooling',
  states: {
    cooling: {
      always: { guard: 'timeIsUp', target: 'ready' },
      after: { 1000: { target: 'cooling', reenter: true, actions: 'tick' } },
    },
    ready: {
      on: { RESEND: 'sending' },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ target: context.target }),
        onDone: { target: 'cooling', actions: ['restart', 'notifySent'] },
        onError: [
          {
            // The server still counts its own 90 s (another tab, a reload): wait what it says.
            guard: ({ event }) => retryAfterOf(event.error) !== null,
            target: 'cooling',
            actions: [
              assign({
                secondsLeft: ({ event }) => retryAfterOf(event.error) ?? RESEND_COOLDOWN_SECONDS,
                error: ({ event }) => serverProblems(event.error).message,
              }),
              { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ error: ({ event }) => serverProblems(event.error).message }),
              { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
            ],
          },
        ],
      },
    },
  },
});

export type ResendCountdownMachine = typeof resendCountdownMachine;

/** The machine with its call: `send` gets the target (a phone or an e-mail) and the abort signal. */
export function resendWith(
  send: (target: string, signal: AbortSignal) => Promise<unknown>,
  actions: { notifyError?: (message: string) => void } = {},
) {
  return resendCountdownMachine.provide({
    actors: { send: fromApi<unknown, { target: string }>(({ input, signal }) => send(input.target, signal)) },
    actions: actions.notifyError ? { notifyError: (_, { message }) => actions.notifyError!(message) } : {},
  });
}
