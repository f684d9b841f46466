// The change-password form of the Password tab: current and new
// password 8-50, the repeat equal; a generator whose suggestion can be copied ('Пароль скопирован',
// 4 s) or applied to both fields. The call is provided: changePassword for users, the verifier's
// updatePassword in the back office.
import { assign, setup } from 'xstate';
import { failureOf, serverProblems } from '../../shared/forms/failure';
import { checkPassword, checkRepeat, compact, hasProblems, without, type FieldProblems } from '../../shared/forms/validation';
import { generatePassword } from '../../shared/lib/password-generator';
import { notProvided } from '../../shared/machines/not-provided';

export interface PasswordValues {
  currentPassword: string;
  password: string;
  password_repeat: string;
}

export type PasswordField = keyof PasswordValues;

export interface ChangePasswordContext {
  values: PasswordValues;
  errors: FieldProblems<PasswordField>;
  submitted: boolean;
  generated: string | null;
}

export type ChangePasswordEvent =
  | { type: 'CHANGE'; field: PasswordField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'GENERATE' }
  | { type: 'APPLY_GENERATED' }
  | { type: 'COPY_GENERATED' };

const EMPTY: PasswordValues = { currentPassword: '', password: '', password_repeat: '' };

export function validatePasswords(values: PasswordValues): FieldProblems<PasswordField> {
  return compact({
    currentPassword: checkPassword(values.currentPassword),
    password: checkPassword(values.password),
    password_repeat: checkRepeat(values.password_repeat, values.password),
  });
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: notProvided<void, PasswordValues>('changePasswordMachine', 'changePassword'),
    copyText: notProvided<void, { text: string }>('changePasswordMachine', 'copyText'),
  },
  actions: {
    notifyChanged: () => {},
    notifyCopied: () => {},
    notifyCopyFailed: () => {},
    notifyError: (_, _params: { message: string }) => {},
    change: assign(({ context }, params: { field: PasswordField; value: string }) => {
      const values = { ...context.values, [params.field]: params.value };
      // Before the first submit errors only disappear; afterwards they follow the typing.
      if (!context.submitted) return { values, errors: without(context.errors, params.field) };
      const fresh = validatePasswords(values);
      const related: PasswordField[] = params.field === 'password' ? ['password', 'password_repeat'] : [params.field];
      const errors = without(context.errors, ...related);
      for (const field of related) if (fresh[field]) errors[field] = fresh[field]!;
      return { values, errors };
    }),
  },
  guards: {
    valid: ({ context }) => !hasProblems(validatePasswords(context.values)),
    hasSuggestion: ({ context }) => context.generated !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY, errors: {}, submitted: false, generated: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: 'change', params: ({ event }) => event } },
        SUBMIT: [
          { guard: 'valid', target: 'submitting', actions: assign({ submitted: true, errors: {} }) },
          { actions: assign({ submitted: true, errors: ({ context }) => validatePasswords(context.values) }) },
        ],
        GENERATE: { actions: assign({ generated: () => generatePassword() }) },
        APPLY_GENERATED: {
          guard: 'hasSuggestion',
          actions: assign(({ context }) => ({
            values: { ...context.values, password: context.generated!, password_repeat: context.generated! },
            errors: without(context.errors, 'password', 'password_repeat'),
          })),
        },
        COPY_GENERATED: { guard: 'hasSuggestion', target: 'copying' },
      },
    },
    copying: {
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({ text: context.generated! }),
        onDone: { target: 'editing', actions: 'notifyCopied' },
        onError: { target: 'editing', actions: 'notifyCopyFailed' },
      },
      // The fields stay on screen and enabled while the clipboard answers (it may wait for a
      // permission): typing then is kept, not dropped.
      on: { CHANGE: { actions: { type: 'change', params: ({ event }) => event } } },
    },
    submitting: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: {
          target: 'editing',
          // The old password is gone: nothing of it stays on screen.
          actions: [assign({ values: EMPTY, errors: {}, submitted: false, generated: null }), 'notifyChanged'],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => serverProblems<PasswordField>(event.error, { newPassword: 'password' }).fields }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
          ],
        },
      },
    },
  },
});
