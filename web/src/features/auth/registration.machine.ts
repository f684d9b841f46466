// The Registration tab (specification 000, §4 and §5): e-mail, password, repeat. Success shows the
// registration success screen: the confirmation letter went to the e-mail, with "send again"
// after the 90-second countdown and a way to the Login tab.
import { assign, setup } from 'xstate';
import { serverProblems } from '../../shared/forms/failure';
import {
  changeValue,
  checkEmail,
  checkPassword,
  checkRepeat,
  compact,
  hasProblems,
  type FieldProblems,
} from '../../shared/forms/validation';
import { RESEND_COOLDOWN_SECONDS, resendCountdownMachine } from '../../shared/machines/resend-countdown.machine';
import { notProvided } from '../../shared/machines/not-provided';

export type RegistrationField = 'email' | 'password' | 'repeat';
export type RegistrationValues = Record<RegistrationField, string>;

export interface RegistrationContext {
  values: RegistrationValues;
  errors: FieldProblems<RegistrationField>;
  submitted: boolean;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: RegistrationField; value: string }
  | { type: 'SUBMIT' }
  /** Leave the success screen for a fresh form. */
  | { type: 'RESET' };

export function validateRegistration(values: RegistrationValues): FieldProblems<RegistrationField> {
  return compact({
    email: checkEmail(values.email),
    password: checkPassword(values.password),
    repeat: checkRepeat(values.repeat, values.password),
  });
}

const EMPTY: RegistrationContext = { values: { email: '', password: '', repeat: '' }, errors: {}, submitted: false };

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    children: {} as { resend: 'resend' },
  },
  actors: {
    /** POST /profile/registration. */
    register: notProvided<unknown, { email: string; password: string }>('registrationMachine', 'register'),
    resend: resendCountdownMachine,
  },
  actions: {
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    isValid: ({ context }) => !hasProblems(validateRegistration(context.values)),
  },
}).createMachine({
  id: 'registration',
  context: EMPTY,
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => changeValue(context, event.field, event.value, validateRegistration)),
        },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true, errors: {} }) },
          { actions: assign({ submitted: true, errors: ({ context }) => validateRegistration(context.values) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: {
          target: 'registered',
          actions: assign({ values: ({ context }) => ({ email: context.values.email.trim(), password: '', repeat: '' }) }),
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => serverProblems<RegistrationField>(event.error, { password_repeat: 'repeat' }).fields }),
            { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
          ],
        },
      },
    },
    registered: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ target: context.values.email, secondsLeft: RESEND_COOLDOWN_SECONDS }),
      },
      on: { RESET: { target: 'editing', actions: assign(EMPTY) } },
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;
