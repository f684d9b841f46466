// Archive, restore, delete and transfer from the company list: each is confirmed
// by an SMS code. The flow asks for the code (sendActionCode), then the shared SMS-code step (the child
// `code`: 6 digits, the confirming call, "send again" after 90 s) takes over; its `confirm` is the
// action itself with the code. Success shows a dialog; the list drops the company afterwards.
import { assign, sendTo, setup } from 'xstate';
import type { CodeAction } from '../../../shared/api/company-list';
import { isApiError } from '../../../shared/api/client';
import { failureOf, retryAfterOf } from '../../../shared/forms/failure';
import { codeConfirmationMachine, type CodeConfirmationOutput } from '../../../shared/machines/code-confirmation.machine';
import { RESEND_COOLDOWN_SECONDS } from '../../../shared/machines/resend-countdown.machine';
import { notProvided } from '../../../shared/machines/not-provided';

export interface CompanyActionInput {
  companyId: string;
  action: CodeAction;
}

export interface CompanyActionContext extends CompanyActionInput {
  /** Seconds until "send again" when the code entry opens: 90, or what a 429 asked for. */
  secondsLeft: number;
  /** Why the code could not be sent (the server's localized message). */
  error: string | null;
  /** The caller has no confirmed phone: the screen links to the profile instead of retrying. */
  phoneRequired: boolean;
  done: boolean;
}

export type CompanyActionEvent = { type: 'RETRY' } | { type: 'CANCEL' } | { type: 'CLOSE' };

export const companyActionMachine = setup({
  types: {
    context: {} as CompanyActionContext,
    events: {} as CompanyActionEvent,
    children: {} as { code: 'codeConfirmation' },
    input: {} as CompanyActionInput,
    output: {} as { done: boolean },
  },
  actors: {
    sendCode: notProvided<void, CompanyActionInput>('companyActionMachine', 'sendCode'),
    /** Its `confirm` performs the action with the code; its resend asks for a new code. */
    codeConfirmation: codeConfirmationMachine,
  },
  actions: {
    waitBeforeResend: assign({ secondsLeft: (_, params: { seconds: number }) => params.seconds }),
    /** Hook for a toast once the action is done (the success dialog says it too). */
    notifyDone: () => {},
  },
  guards: {
    /** A 429 with Retry-After: a code went out moments ago, so it can be typed while waiting. */
    mustWait: (_, params: { error: unknown }) => retryAfterOf(params.error) !== null,
    phoneNotConfirmed: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 'PHONE_NOT_CONFIRMED',
    codeConfirmed: (_, params: { output: CodeConfirmationOutput }) => params.output.confirmed,
  },
}).createMachine({
  id: 'companyAction',
  context: ({ input }) => ({ ...input, secondsLeft: RESEND_COOLDOWN_SECONDS, error: null, phoneRequired: false, done: false }),
  initial: 'sending',
  states: {
    sending: {
      entry: assign({ error: null, phoneRequired: false }),
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ companyId: context.companyId, action: context.action }),
        onDone: { target: 'active', actions: { type: 'waitBeforeResend', params: { seconds: RESEND_COOLDOWN_SECONDS } } },
        onError: [
          {
            guard: { type: 'mustWait', params: ({ event }) => ({ error: event.error }) },
            target: 'active',
            actions: { type: 'waitBeforeResend', params: ({ event }) => ({ seconds: retryAfterOf(event.error)! }) },
          },
          {
            guard: { type: 'phoneNotConfirmed', params: ({ event }) => ({ error: event.error }) },
            target: 'sendFailed',
            actions: assign({ error: ({ event }) => failureOf(event.error).message, phoneRequired: true }),
          },
          { target: 'sendFailed', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
      on: { CANCEL: 'cancelled' },
    },
    sendFailed: {
      on: { RETRY: 'sending', CANCEL: 'cancelled' },
    },
    active: {
      // The code step refuses to close while the code is being checked: the answer decides.
      on: { CANCEL: { actions: sendTo('code', { type: 'CANCEL' }) } },
      invoke: {
        id: 'code',
        src: 'codeConfirmation',
        input: ({ context }) => ({ phone: context.companyId, secondsLeft: context.secondsLeft }),
        onDone: [
          { guard: { type: 'codeConfirmed', params: ({ event }) => ({ output: event.output }) }, target: 'succeeded', actions: [assign({ done: true }), 'notifyDone'] },
          { target: 'cancelled' },
        ],
      },
    },
    succeeded: {
      on: { CLOSE: 'closed', CANCEL: 'closed' },
    },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ done: context.done }),
});

export type CompanyActionMachine = typeof companyActionMachine;
