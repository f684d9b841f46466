// The transfer modal's first step: the recipient's e-mail and what the owner keeps,
// checked here. The offer is then confirmed by an SMS code like deleting (company-action.machine.ts
// with action `transfer`), whose confirming call is transferCompany with the code; the server's
// refusals (no such user, oneself, already pending) are said in that step.
import { assign, setup } from 'xstate';
import type { TransferOffer, TransferOption } from '../../../shared/api/company-list';
import { invalid, type Problem } from '../../../shared/forms/validation';

export interface TransferValues {
  email: string;
  option: TransferOption | null;
}

export interface TransferContext {
  values: TransferValues;
  errors: Partial<Record<keyof TransferValues, Problem>>;
  /** The owner went on to the SMS code with these values. */
  ready: boolean;
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
  else if (!EMAIL.test(email)) errors.email = invalid('email');
  if (!values.option) errors.option = invalid('required');
  return errors;
}

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    /** The offer to confirm with the SMS code, or null when the owner cancelled. */
    output: {} as { offer: TransferOffer | null },
  },
  guards: {
    valid: ({ context }) => Object.keys(checkTransfer(context.values)).length === 0,
  },
}).createMachine({
  id: 'transfer',
  context: { values: { email: '', option: null }, errors: {}, ready: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE_EMAIL: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, email: event.value }),
            errors: ({ context }) => ({ ...context.errors, email: undefined }),
          }),
        },
        CHOOSE_OPTION: {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, option: event.value }),
            errors: ({ context }) => ({ ...context.errors, option: undefined }),
          }),
        },
        SUBMIT: [
          { guard: 'valid', target: 'ready', actions: assign({ ready: true }) },
          { actions: assign({ errors: ({ context }) => checkTransfer(context.values) }) },
        ],
        CANCEL: 'cancelled',
      },
    },
    ready: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({
    offer:
      context.ready && context.values.option !== null
        ? { email: context.values.email.trim().toLowerCase(), option: context.values.option }
        : null,
  }),
});

export type TransferMachine = typeof transferMachine;
