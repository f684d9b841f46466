// The Login tab (specification 000, §4 and §5): e-mail or 10-digit phone, password, remember me.
// A token in the answer means signed in (the token is stored, the app reloads the user and picks
// the status); no token with is_confirm_email 0 means the letter must be confirmed first, which
// shows the registration-type message (the server has just sent a fresh letter).
import { assign, setup } from 'xstate';
import { isApiError } from '../../shared/api/client';
import type { UserInfo } from '../../shared/session/session';
import { serverProblems } from '../../shared/forms/failure';
import { changeValue, checkIdentifier, checkPassword, compact, hasProblems, type FieldProblems } from '../../shared/forms/validation';
import { RESEND_COOLDOWN_SECONDS, resendCountdownMachine } from '../../shared/machines/resend-countdown.machine';
import { notProvided } from '../../shared/machines/not-provided';
import { isRecord } from '../../shared/api/contract';

export type LoginField = 'identifier' | 'password';

export interface LoginValues {
  identifier: string;
  password: string;
  remember: boolean;
}

export interface LoginContext {
  values: LoginValues;
  errors: FieldProblems<LoginField>;
  submitted: boolean;
  /** The e-mail the confirmation letter went to, for the message screen. */
  email: string;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SET_REMEMBER'; value: boolean }
  | { type: 'SUBMIT' }
  /** From the message screen back to the form. */
  | { type: 'BACK' };

export function validateLogin(values: LoginValues): FieldProblems<LoginField> {
  return compact({ identifier: checkIdentifier(values.identifier), password: checkPassword(values.password) });
}

/**
 * The problems a refused login puts on the form: the server's field messages, and for wrong
 * credentials both fields (the server cannot say which one is wrong), with its message, so the
 * fields say what the toast says (the form shows the shared message once).
 */
export function loginProblems(error: unknown): FieldProblems<LoginField> {
  const { fields, message } = serverProblems<LoginField>(error, { email: 'identifier', phone: 'identifier', login: 'identifier' });
  if (isApiError(error) && error.code === 'INVALID_CREDENTIALS' && message) {
    const problem = { text: message };
    return { identifier: problem, password: problem };
  }
  return fields;
}

export function tokenOf(userData: unknown): string | null {
  return isRecord(userData) && typeof userData.token === 'string' && userData.token !== '' ? userData.token : null;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    children: {} as { resend: 'resend' },
  },
  actors: {
    /** POST /profile/loginUser; resolves with user_data. */
    login: notProvided<UserInfo | null, LoginValues>('loginMachine', 'login'),
    resend: resendCountdownMachine,
  },
  actions: {
    storeSession: (_, _params: { token: string; remember: boolean }) => {},
    /** The app machine re-reads the user and decides the status. */
    signedIn: () => {},
    /** One toast for login errors, replaced by the next one (§8: "a fixed key"). */
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    isValid: ({ context }) => !hasProblems(validateLogin(context.values)),
    hasToken: (_, params: { userData: unknown }) => tokenOf(params.userData) !== null,
  },
}).createMachine({
  id: 'login',
  context: { values: { identifier: '', password: '', remember: false }, errors: {}, submitted: false, email: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          // Until the first submit nothing is red; afterwards each change re-checks the form.
          actions: assign(({ context, event }) => changeValue(context, event.field, event.value, validateLogin)),
        },
        SET_REMEMBER: { actions: assign({ values: ({ context, event }) => ({ ...context.values, remember: event.value }) }) },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true, errors: {} }) },
          { actions: assign({ submitted: true, errors: ({ context }) => validateLogin(context.values) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ ...context.values, identifier: context.values.identifier.trim() }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ userData: event.output }) },
            target: 'signedIn',
            actions: [
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ token: tokenOf(event.output)!, remember: context.values.remember }),
              },
              'signedIn',
            ],
          },
          {
            target: 'unconfirmed',
            actions: assign({
              email: ({ context, event }) =>
                isRecord(event.output) && typeof event.output.email === 'string' ? event.output.email : context.values.identifier.trim(),
              values: ({ context }) => ({ ...context.values, password: '' }),
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => loginProblems(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
          ],
        },
      },
    },
    unconfirmed: {
      invoke: { id: 'resend', src: 'resend', input: ({ context }) => ({ target: context.email, secondsLeft: RESEND_COOLDOWN_SECONDS }) },
      on: { BACK: { target: 'editing', actions: assign({ submitted: false, errors: {} }) } },
    },
    signedIn: {
      type: 'final',
    },
  },
});

export type LoginMachine = typeof loginMachine;
