// The auth machines wired to the API, the token store, the flow storage and the toasts.
// Screens call these with the app actor so that "signed in" becomes the app's RELOAD.
import { identityApi } from '../../shared/api/identity';
import { fromApi } from '../../shared/api/from-api';
import { tokenStore } from '../../shared/api/token';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import type { UserInfo } from '../../shared/session/session';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import { toast } from '../../shared/ui/toast-queue';
import { confirmEmailMachine } from './confirm-email.machine';
import { flowStorage } from '../../shared/lib/flow-storage';
import { forgotMachine, type RecoveryTarget } from './forgot.machine';
import { loginMachine, type LoginValues } from './login.machine';
import { recoveryMachine } from './recovery.machine';
import { registrationMachine } from './registration.machine';

/** Links in letters point back to the site the person is on. */
export function siteOrigin(): string {
  return window.location.origin;
}

export const authCalls = {
  login: (values: LoginValues, signal?: AbortSignal) =>
    identityApi.login({ identifier: values.identifier, password: values.password, remember: values.remember, ref: siteOrigin() }, { signal }),
  register: (input: { email: string; password: string }, signal?: AbortSignal) => identityApi.register({ ...input, ref: siteOrigin() }, { signal }),
  resendConfirmation: (email: string, signal?: AbortSignal) => identityApi.resendConfirmation({ email, ref: siteOrigin() }, { signal }),
  confirmEmail: (token: string, signal?: AbortSignal) => identityApi.confirmEmail({ token }, { signal }),
  forgot: (target: RecoveryTarget, signal?: AbortSignal) =>
    identityApi.forgotPassword(target.kind === 'email' ? { email: target.email, ref: siteOrigin() } : { phone: target.phone }, { signal }),
  resetConfirmPhone: (input: { phone: string; code: string }, signal?: AbortSignal) =>
    identityApi.resetConfirmPhone({ phone: input.phone, confirm_phone_code: input.code }, { signal }),
  resetPassword: (input: { password: string; repeat: string; token: string }, signal?: AbortSignal) =>
    identityApi.resetPassword({ new_password: input.password, password_repeat: input.repeat, reset_password_token: input.token }, { signal }),
};

const showError = (message: string | null) => {
  if (message) toast.error(message);
};

export const resendConfirmationLetter = resendWith((email, signal) => authCalls.resendConfirmation(email, signal));

export function liveLoginMachine(signedIn: () => void) {
  return loginMachine.provide({
    actors: {
      login: fromApi<UserInfo | null, LoginValues>(({ input, signal }) => authCalls.login(input, signal)),
      resend: resendConfirmationLetter,
    },
    actions: {
      storeSession: (_, { token, remember }) => tokenStore.set(token, remember),
      signedIn,
      // Spec 000, §8: the login error has a fixed key so that a new one replaces the previous one.
      notifyError: (_, { message }) => {
        if (message) toast.error(message, undefined, { replaceKey: 'login' });
      },
    },
  });
}

export const liveRegistrationMachine = registrationMachine.provide({
  actors: {
    register: fromApi<unknown, { email: string; password: string }>(({ input, signal }) => authCalls.register(input, signal)),
    resend: resendConfirmationLetter,
  },
  actions: { notifyError: (_, { message }) => showError(message) },
});

export const liveForgotMachine = forgotMachine.provide({
  actors: {
    request: fromApi<unknown, RecoveryTarget>(({ input, signal }) => authCalls.forgot(input, signal)),
    resend: resendWith((email, signal) => authCalls.forgot({ kind: 'email', email }, signal)),
  },
  actions: {
    storePendingPhone: (_, { phone }) => flowStorage.set('pendingPhone', phone),
    notifyError: (_, { message }) => showError(message),
  },
});

/** The SMS code of phone recovery: the answer's token is stored for /recovery-password. */
export const liveRecoveryCodeMachine = codeConfirmationMachine.provide({
  actors: {
    confirm: fromApi<unknown, { phone: string; code: string }>(async ({ input, signal }) => ({
      reset_password_token: await authCalls.resetConfirmPhone(input, signal),
    })),
    resend: resendWith((phone, signal) => authCalls.forgot({ kind: 'phone', phone }, signal)),
  },
  actions: { notifyError: (_, { message }) => showError(message) },
});

export const liveRecoveryMachine = recoveryMachine.provide({
  actors: {
    reset: fromApi<unknown, { password: string; repeat: string; token: string }>(({ input, signal }) => authCalls.resetPassword(input, signal)),
  },
  actions: {
    clearRecoveryToken: () => flowStorage.remove('recoveryToken'),
    notifyError: (_, { message }) => showError(message),
  },
});

export function liveConfirmEmailMachine(confirmed: () => void) {
  return confirmEmailMachine.provide({
    actors: {
      confirm: fromApi<UserInfo | null, { token: string }>(({ input, signal }) => authCalls.confirmEmail(input.token, signal)),
      requestLetter: fromApi<unknown, { email: string }>(({ input, signal }) => authCalls.resendConfirmation(input.email, signal)),
    },
    actions: {
      // No "remember me" on a letter link: the session belongs to this tab, like an unremembered sign-in.
      storeSession: (_, { token }) => tokenStore.set(token, false),
      confirmed,
    },
  });
}
