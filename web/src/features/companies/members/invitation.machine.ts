// /company-invitation?token=… (docs/company.md "Members"): the e-mailed link confirms a membership. No
// session is needed (the token proves the address). The page first reads the invitation: an
// account made for it has no password yet, and its person chooses one here (twice) before the
// membership is confirmed; nobody else ever chose it. Then the page offers to sign in or to open
// the companies. A used, expired or mistyped link is a clear failure, never a silent redirect.
import { assign, setup } from 'xstate';
import type { ChosenPassword, Invitation } from '../../../shared/api/company-members';
import { failureOf, serverProblems } from '../../../shared/forms/failure';
import { checkPassword, checkRepeat, compact, hasProblems, without, type FieldProblems } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';

export type PasswordField = keyof ChosenPassword;

export interface InvitationContext {
  token: string | null;
  invitation: Invitation | null;
  chosen: ChosenPassword;
  problems: FieldProblems<PasswordField>;
  companyId: string | null;
  /** The server's text for a refused link (INVITE_INVALID), or a network failure. */
  message: string | null;
}

export type InvitationEvent = { type: 'RETRY' } | { type: 'CHANGE'; field: PasswordField; value: string } | { type: 'SUBMIT' };

export function checkChosen(chosen: ChosenPassword): FieldProblems<PasswordField> {
  return compact({ password: checkPassword(chosen.password), confirm: checkRepeat(chosen.confirm, chosen.password) });
}

const token = (context: InvitationContext) => (context.token ?? '').trim();

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    input: {} as { token: string | null },
    events: {} as InvitationEvent,
  },
  actors: {
    load: notProvided<Invitation, { token: string }>('invitation.machine', 'load'),
    confirm: notProvided<{ companyId: string }, { token: string; chosen: ChosenPassword | null }>('invitation.machine', 'confirm'),
  },
  guards: {
    hasToken: ({ context }) => token(context) !== '',
    asksPassword: ({ event }) => 'output' in event && (event.output as Invitation).setPassword,
    chosenValid: ({ context }) => !hasProblems(checkChosen(context.chosen)),
    /** The server refused the chosen password itself (its field says why): the form shows it. */
    passwordRefused: ({ context, event }) =>
      context.invitation?.setPassword === true &&
      'error' in event &&
      Object.keys(failureOf(event.error).fields).some((field) => field === 'password' || field === 'confirm'),
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    token: input.token,
    invitation: null,
    chosen: { password: '', confirm: '' },
    problems: {},
    companyId: null,
    message: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'loading' }, { target: 'failed' }] },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ token: token(context) }),
        onDone: [
          { guard: 'asksPassword', target: 'choosing', actions: assign({ invitation: ({ event }) => event.output, message: null }) },
          { target: 'confirming', actions: assign({ invitation: ({ event }) => event.output, message: null }) },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    choosing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => ({
            chosen: { ...context.chosen, [event.field]: event.value },
            problems: without(context.problems, event.field),
          })),
        },
        SUBMIT: [
          { guard: 'chosenValid', target: 'confirming' },
          { actions: assign({ problems: ({ context }) => checkChosen(context.chosen) }) },
        ],
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ token: token(context), chosen: context.invitation?.setPassword ? context.chosen : null }),
        onDone: { target: 'confirmed', actions: assign({ companyId: ({ event }) => event.output.companyId, message: null }) },
        onError: [
          {
            guard: 'passwordRefused',
            target: 'choosing',
            actions: assign({ problems: ({ event }) => serverProblems<PasswordField>(event.error).fields }),
          },
          { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    confirmed: { type: 'final' },
    // A network failure may pass; a refused link stays refused, but trying again costs nothing.
    failed: { on: { RETRY: { guard: 'hasToken', target: 'loading' } } },
  },
});
