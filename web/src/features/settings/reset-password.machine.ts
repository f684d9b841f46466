// The reset-password modal of the settings: forgot (e-mail or phone; numeric means
// phone) → code (6 digits, resend after 90 s) → reset (new password and repeat) → done. By e-mail
// the letter carries the link, so that path ends with "letter sent". A reset ends every session of
// the account, this one included, so the done step signs the user out after the 2.5 s of a
// success modal.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { codeFailure, failureOf, serverProblems } from '../../shared/forms/failure';
import { isPhoneLike, nationalPhone } from '../../shared/forms/phone';
import {
  checkCode,
  checkIdentifier,
  checkPassword,
  checkRepeat,
  codeDigits,
  compact,
  hasProblems,
  without,
  type FieldProblems,
} from '../../shared/forms/validation';
import { RESEND_COOLDOWN_SECONDS, resendCountdownMachine } from '../../shared/machines/resend-countdown.machine';
import { notProvided } from '../../shared/machines/not-provided';

export const SUCCESS_MODAL_DELAY = 2500;

export type ResetRequest = { email: string } | { phone: string };

export interface ResetPasswordContext {
  identifier: string;
  phone: string;
  code: string;
  token: string;
  password: string;
  repeat: string;
  errors: FieldProblems;
}

export type ResetPasswordEvent =
  | { type: 'CHANGE'; field: 'identifier' | 'code' | 'password' | 'repeat'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** The ten national digits of a phone identifier (checked before), as the server reads them. */
const phoneOf = (identifier: string) => nationalPhone(identifier) ?? identifier.trim();

export function requestFor(identifier: string): ResetRequest {
  return isPhoneLike(identifier) ? { phone: phoneOf(identifier) } : { email: identifier.trim() };
}

const identifierErrors = (context: ResetPasswordContext) => compact({ identifier: checkIdentifier(context.identifier, 'phone') });
const codeErrors = (context: ResetPasswordContext) => compact({ code: checkCode(context.code) });
const passwordErrors = (context: ResetPasswordContext) =>
  compact({ password: checkPassword(context.password), repeat: checkRepeat(context.repeat, context.password) });

const fieldsOf = (error: unknown) =>
  serverProblems(error, {
    email: 'identifier',
    phone: 'identifier',
    confirm_phone_code: 'code',
    new_password: 'password',
    password_repeat: 'repeat',
  }).fields;

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    children: {} as { resend: 'resend' },
    input: {} as { identifier: string },
  },
  actors: {
    requestReset: notProvided<void, ResetRequest>('resetPasswordMachine', 'requestReset'),
    /** Resolves with the reset_password_token. */
    confirmCode: notProvided<string, { phone: string; code: string }>('resetPasswordMachine', 'confirmCode'),
    resetPassword: notProvided<void, { password: string; token: string }>('resetPasswordMachine', 'resetPassword'),
    /** "Send again" on the code step: its `send` is requestReset by phone, the phone as the target. */
    resend: resendCountdownMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
    /** 'Пароль успешно обновлён'. */
    notifyReset: () => {},
    /** The session died with the reset: back to sign-in. */
    signOut: () => {},
    showServerErrors: assign({ errors: (_, params: { error: unknown }) => fieldsOf(params.error) }),
  },
  guards: {
    identifierValid: ({ context }) => !hasProblems(identifierErrors(context)),
    byPhone: ({ context }) => isPhoneLike(context.identifier),
    codeValid: ({ context }) => !hasProblems(codeErrors(context)),
    passwordValid: ({ context }) => !hasProblems(passwordErrors(context)),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ identifier: input.identifier, phone: '', code: '', token: '', password: '', repeat: '', errors: {} }),
  initial: 'forgot',
  on: {
    CHANGE: {
      actions: assign(({ context, event }) => ({
        ...context,
        [event.field]: event.field === 'code' ? codeDigits(event.value) : event.value,
        errors: without(context.errors, event.field),
      })),
    },
  },
  states: {
    forgot: {
      on: {
        CLOSE: 'closed',
        SUBMIT: [
          { guard: 'identifierValid', target: 'requesting', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ context }) => identifierErrors(context) }) },
        ],
      },
    },
    requesting: {
      invoke: {
        src: 'requestReset',
        input: ({ context }) => requestFor(context.identifier),
        onDone: [
          {
            guard: 'byPhone',
            target: 'code',
            actions: assign({ phone: ({ context }) => phoneOf(context.identifier) }),
          },
          { target: 'letterSent' },
        ],
        onError: {
          target: 'forgot',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
          ],
        },
      },
    },
    letterSent: {
      on: { CLOSE: 'closed' },
    },
    code: {
      on: { CLOSE: 'closed' },
      // The countdown runs beside the code entry: a wrong code does not restart it.
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ target: context.phone, secondsLeft: RESEND_COOLDOWN_SECONDS }),
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: 'codeValid', target: 'verifying', actions: assign({ errors: {} }) },
              { actions: assign({ errors: ({ context }) => codeErrors(context) }) },
            ],
          },
        },
        verifying: {
          on: { CLOSE: {} },
          invoke: {
            src: 'confirmCode',
            input: ({ context }) => ({ phone: context.phone, code: context.code }),
            onDone: { target: '#resetPassword.reset', actions: assign({ token: ({ event }) => event.output, errors: {} }) },
            onError: {
              target: 'editing',
              actions: [
                assign({
                  errors: ({ event }): FieldProblems => {
                    const { problem } = codeFailure(event.error);
                    return problem ? { code: problem } : {};
                  },
                }),
                { type: 'notifyError', params: ({ event }) => ({ message: codeFailure(event.error).toast ?? '' }) },
              ],
            },
          },
        },
      },
    },
    reset: {
      on: {
        CLOSE: 'closed',
        SUBMIT: [
          { guard: 'passwordValid', target: 'resetting', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ context }) => passwordErrors(context) }) },
        ],
      },
    },
    resetting: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ password: context.password, token: context.token }),
        onDone: { target: 'done', actions: [assign({ password: '', repeat: '', token: '' }), 'notifyReset'] },
        onError: {
          target: 'reset',
          actions: [
            { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
          ],
        },
      },
    },
    done: {
      // A success modal fires its action by itself after 2.5 s; closing does it at once.
      after: { [SUCCESS_MODAL_DELAY]: 'signedOut' },
      on: { CLOSE: 'signedOut' },
    },
    signedOut: { type: 'final', entry: 'signOut' },
    closed: { type: 'final' },
  },
});

/**
 * The modal's "step N of M", counted on the path it takes: by phone forgot → code → new password →
 * done (4 steps), by e-mail forgot → letter sent (2: the letter's link does the rest). Before the
 * request the identifier typed so far decides the path.
 */
export function resetStep(state: SnapshotFrom<typeof resetPasswordMachine>): { step: number; total: number } {
  const byPhone = state.context.phone !== '' || (!state.matches('letterSent') && 'phone' in requestFor(state.context.identifier));
  if (!byPhone) return { step: state.matches('letterSent') ? 2 : 1, total: 2 };
  const step = state.matches('code')
    ? 2
    : state.matches('reset') || state.matches('resetting')
      ? 3
      : state.matches('done') || state.matches('signedOut')
        ? 4
        : 1;
  return { step, total: 4 };
}
