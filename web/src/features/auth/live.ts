// The sign-in page's machines wired to the API, the token store and the toasts (login, registration,
// the providers' buttons), and the calls every auth screen shares. The other screens' machines sit in
// recovery-live.ts (forgot, SMS code, new password) and links-live.ts (the letter's link, the way back
// from a provider), so the sign-in page's first load carries none of them. Screens call these with
// the app actor so that "signed in" becomes the app's RELOAD.
import { externalSignInApi, type ProviderButton } from '../../shared/api/external-sign-in';
import { identityApi } from '../../shared/api/identity';
import { fromApi } from '../../shared/api/from-api';
import { tokenStore } from '../../shared/api/token';
import type { UserInfo } from '../../shared/session/session';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import { toast } from '../../shared/ui/toast-queue';
import { socialSignInMachine } from './social-sign-in.machine';
import type { RecoveryTarget } from './forgot.machine';
import { loginMachine, type LoginValues } from './login.machine';
import { registrationMachine } from './registration.machine';

/** Links in letters point back to the site the person is on. */
export function siteOrigin(): string {
  return window.location.origin;
}

export const authCalls = {
  login: (values: LoginValues, signal?: AbortSignal) =>
    identityApi.login(
      { identifier: values.identifier, password: values.password, remember: values.remember, ref: siteOrigin() },
      { signal },
    ),
  register: (input: { email: string; password: string }, signal?: AbortSignal) =>
    identityApi.register({ ...input, ref: siteOrigin() }, { signal }),
  resendConfirmation: (email: string, signal?: AbortSignal) => identityApi.resendConfirmation({ email, ref: siteOrigin() }, { signal }),
  confirmEmail: (token: string, signal?: AbortSignal) => identityApi.confirmEmail({ token }, { signal }),
  forgot: (target: RecoveryTarget, signal?: AbortSignal) =>
    identityApi.forgotPassword(target.kind === 'email' ? { email: target.email, ref: siteOrigin() } : { phone: target.phone }, { signal }),
  resetConfirmPhone: (input: { phone: string; code: string }, signal?: AbortSignal) =>
    identityApi.resetConfirmPhone({ phone: input.phone, confirm_phone_code: input.code }, { signal }),
  resetPassword: (input: { password: string; repeat: string; token: string }, signal?: AbortSignal) =>
    identityApi.resetPassword(
      { new_password: input.password, password_repeat: input.repeat, reset_password_token: input.token },
      { signal },
    ),
};

export const showError = (message: string | null) => {
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
      storeSession: (_, { token }) => tokenStore.set(token),
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

export const liveSocialSignInMachine = socialSignInMachine.provide({
  actors: { loadProviders: fromApi<ProviderButton[]>(({ signal }) => externalSignInApi.providers({ signal })) },
});
