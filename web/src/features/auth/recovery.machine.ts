// /recovery-password (specification 000, §4): the new password and its repeat, sent with the
// stored recovery token (from the e-mail link or from the SMS code step). Success removes the
// token and shows the reset success screen; a token the server refuses leads to a fresh request.
import { assign, setup } from 'xstate';
import { serverProblems } from '../../shared/forms/failure';
import { changeValue, checkPassword, checkRepeat, compact, hasProblems, type FieldProblems } from '../../shared/forms/validation';
import { notProvided } from '../../shared/machines/not-provided';

export type RecoveryField = 'password' | 'repeat';

export interface RecoveryContext {
  token: string;
  values: Record<RecoveryField, string>;
  errors: FieldProblems<RecoveryField>;
  submitted: boolean;
}

export type RecoveryEvent = { type: 'CHANGE'; field: RecoveryField; value: string } | { type: 'SUBMIT' };

export function validateRecovery(values: Record<RecoveryField, string>): FieldProblems<RecoveryField> {
  return compact({ password: checkPassword(values.password), repeat: checkRepeat(values.repeat, values.password) });
}

function isTokenRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TOKEN_INVALID';
}

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** POST /profile/resetPassword { new_password, reset_password_token }. */
    reset: notProvided<unknown, { password: string; repeat: string; token: string }>('recoveryMachine', 'reset'),
  },
  actions: {
    clearRecoveryToken: () => {},
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isValid: ({ context }) => !hasProblems(validateRecovery(context.values)),
    tokenRefused: (_, params: { error: unknown }) => isTokenRefused(params.error),
  },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => ({ token: input.token ?? '', values: { password: '', repeat: '' }, errors: {}, submitted: false }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'editing' }, { target: 'missing' }],
    },
    /** No stored token: the route guard sends the visitor to /. */
    missing: { type: 'final' },
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => changeValue(context, event.field, event.value, validateRecovery)),
        },
        SUBMIT: [
          { guard: 'isValid', target: 'saving', actions: assign({ submitted: true, errors: {} }) },
          { actions: assign({ submitted: true, errors: ({ context }) => validateRecovery(context.values) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'reset',
        input: ({ context }) => ({ ...context.values, token: context.token }),
        onDone: { target: 'done', actions: ['clearRecoveryToken', assign({ values: { password: '', repeat: '' } })] },
        onError: [
          {
            guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: 'clearRecoveryToken',
          },
          {
            target: 'editing',
            actions: [
              assign({
                errors: ({ event }) =>
                  serverProblems<RecoveryField>(event.error, { new_password: 'password', password_repeat: 'repeat' }).fields,
              }),
              { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
            ],
          },
        ],
      },
    },
    /** The reset success screen: buttons Login / Registration. */
    done: { type: 'final' },
    /** The link or code was used, expired or never valid. */
    expired: { type: 'final' },
  },
});

export type RecoveryMachine = typeof recoveryMachine;
