// Archive, restore, delete and transfer from the company list: each is confirmed
// by an SMS code. Archive, restore and delete first ask whether the member means it (no SMS goes out
// for a misclick; a transfer was asked on its own form). The flow asks for the code (sendActionCode), then the shared SMS-code step (the child
// `code`: 6 digits, the confirming call, "send again" after 90 s) takes over; its `confirm` is the
// action itself with the code. Success shows a dialog; the list drops the company afterwards. A
// deletion the server refuses for another reason than the code (no longer deletable, gone, the
// network) ends the flow: spec 001 §8 closes the dialog and says 'Ошибка при удалении'.
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

/**
 * What the code step's confirm answers when the action itself was refused, so the flow ends instead
 * of asking for the code again (the company list's deletion, live.ts).
 */
export interface ActionRefused {
  refused: string;
}

export const isActionRefused = (result: unknown): result is ActionRefused =>
  typeof result === 'object' && result !== null && typeof (result as { refused?: unknown }).refused === 'string';

export interface CompanyActionContext extends CompanyActionInput {
  /** Seconds until "send again" when the code entry opens: 90, or what a 429 asked for. */
  secondsLeft: number;
  /** Why the code could not be sent (the server's localized message). */
  error: string | null;
  /** The caller has no confirmed phone: the screen links to the profile instead of retrying. */
  phoneRequired: boolean;
  done: boolean;
  /** The action was refused after the code (its message): the modal closes and the list says so. */
  refused: string | null;
}

/**
 * Whether a finished action took away the company the user works in (the header's): an archived
 * or deleted active company is active no more, so the app reads the user again.
 */
export function leavesActiveCompany(action: CodeAction, companyId: string, activeCompanyId: string | null | undefined): boolean {
  return (
    (action === 'archive' || action === 'delete') &&
    activeCompanyId !== null &&
    activeCompanyId !== undefined &&
    String(activeCompanyId) === companyId
  );
}

export type CompanyActionEvent = { type: 'CONFIRM' } | { type: 'RETRY' } | { type: 'CANCEL' } | { type: 'CLOSE' };

export const companyActionMachine = setup({
  types: {
    context: {} as CompanyActionContext,
    events: {} as CompanyActionEvent,
    children: {} as { code: 'codeConfirmation' },
    input: {} as CompanyActionInput,
    output: {} as { done: boolean; refused: string | null },
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
    actionRefused: (_, params: { output: CodeConfirmationOutput }) => params.output.confirmed && isActionRefused(params.output.result),
    /** The transfer form already asked (recipient and option chosen, "Далее" pressed). */
    askedBefore: ({ context }) => context.action === 'transfer',
  },
}).createMachine({
  id: 'companyAction',
  context: ({ input }) => ({
    ...input,
    secondsLeft: RESEND_COOLDOWN_SECONDS,
    error: null,
    phoneRequired: false,
    done: false,
    refused: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'askedBefore', target: 'sending' }, { target: 'asking' }] },
    asking: {
      on: { CONFIRM: 'sending', CANCEL: 'cancelled' },
    },
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
          {
            guard: { type: 'actionRefused', params: ({ event }) => ({ output: event.output }) },
            target: 'closed',
            actions: assign({ refused: ({ event }) => (isActionRefused(event.output.result) ? event.output.result.refused : null) }),
          },
          {
            guard: { type: 'codeConfirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'succeeded',
            actions: [assign({ done: true }), 'notifyDone'],
          },
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
  output: ({ context }) => ({ done: context.done, refused: context.refused }),
});

export type CompanyActionMachine = typeof companyActionMachine;
