// The machines of the links that sign in: the confirmation letter's (/confirm-email) and the way
// back from another provider's sign-in (/auth/external), wired to the API and the token store.
import { externalSignInApi } from '../../shared/api/external-sign-in';
import { fromApi } from '../../shared/api/from-api';
import { tokenStore } from '../../shared/api/token';
import type { UserInfo } from '../../shared/session/session';
import { confirmEmailMachine } from './confirm-email.machine';
import { externalSignInMachine } from './external-sign-in.machine';
import { authCalls } from './live';

export function liveConfirmEmailMachine(confirmed: () => void) {
  return confirmEmailMachine.provide({
    actors: {
      confirm: fromApi<UserInfo | null, { token: string }>(({ input, signal }) => authCalls.confirmEmail(input.token, signal)),
      requestLetter: fromApi<unknown, { email: string }>(({ input, signal }) => authCalls.resendConfirmation(input.email, signal)),
    },
    actions: {
      // No "remember me" on a letter link: the server keeps the session as an unremembered sign-in's.
      storeSession: (_, { token }) => tokenStore.set(token),
      confirmed,
    },
  });
}

export function liveExternalSignInMachine(signedIn: () => void) {
  return externalSignInMachine.provide({
    actors: {
      exchange: fromApi<UserInfo | null, { code: string }>(({ input, signal }) => externalSignInApi.session(input.code, { signal })),
    },
    actions: {
      storeSession: (_, { token }) => tokenStore.set(token),
      signedIn,
    },
  });
}
