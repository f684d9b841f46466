// The transfer modal (spec 001 §6): the recipient's e-mail and what the owner keeps, checked here
// first, then transferCompany. The server's refusals (no such user, oneself, already pending)
// land on the e-mail field; anything else is a general message.
import { assign, fromPromise, setup } from 'xstate';
import type { TransferOption } from '../../../shared/api/company-list';
import { serverProblems } from '../../../shared/forms/failure';
import { invalid, type Problem } from '../../../shared/forms/validation';

export interface TransferValues {
  email: string;
  option: TransferOption | null;
}

export interface TransferContext {
  companyId: string;
  values: TransferValues;
  errors: Partial<Record<keyof TransferValues, Problem>>;
  message: string | null;
}

export type TransferEvent =
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'CHOOSE_OPTION'; value: TransferOption }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client rules (common validation keys); the server repeats them and adds its own. */
export function checkTransfer(values: TransferValues): TransferContext['errors'] {
  const errors: TransferContext['errors'] = {};
  const email = values.email.trim();
  if (!email) errors.email = invalid('required');
  else if (!EMAIL.test(email)) errors.email = invalid('format');
  if (!values.option) errors.option = invalid('required');
  return errors;
}

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { companyId: string },
    output: {} as { sent: boolean; email: string },
  },
  actors: {
    transfer: fromPromise<void, { companyId: string; email: string; option: TransferOption }>(async () => {
      throw new Error('transferMachine: "transfer" must be provided');
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(checkTransfer(context.values)).length === 0,
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({ companyId: input.companyId, values: { email: '', option: null }, errors: {}, message: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE_EMAIL: { actions: assign({ values: ({ context, event }) => ({ ...context.values, email: event.value }), errors: ({ context }) => ({ ...context.errors, email: undefined }) }) },
        CHOOSE_OPTION: { actions: assign({ values: ({ context, event }) => ({ ...context.values, option: event.value }), errors: ({ context }) => ({ ...context.errors, option: undefined }) }) },
        SUBMIT: [{ guard: 'valid', target: 'sending' }, { actions: assign({ errors: ({ context }) => checkTransfer(context.values) }) }],
        CANCEL: 'cancelled',
      },
    },
    sending: {
      entry: assign({ message: null, errors: {} }),
      invoke: {
        src: 'transfer',
        input: ({ context }) => ({ companyId: context.companyId, email: context.values.email.trim().toLowerCase(), option: context.values.option! }),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { fields, message } = serverProblems<keyof TransferValues>(event.error);
            // A refusal about the recipient (unknown, oneself) names the e-mail field; a pending offer names none.
            return { errors: fields, message: Object.keys(fields).length > 0 ? null : message };
          }),
        },
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ sent: context.values.option !== null && context.message === null && Object.keys(context.errors).length === 0, email: context.values.email.trim() }),
});

export type TransferMachine = typeof transferMachine;
