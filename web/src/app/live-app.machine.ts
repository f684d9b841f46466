// The app machine wired to the real API and token storage.
import { ApiError, CLIENT_CODES } from '../shared/api/client';
import { identityApi } from '../shared/api/identity';
import type { UserInfo } from '../shared/session/session';
import { appMachine } from './app.machine';
import { fromApi } from '../shared/api/from-api';
import { tokenStore } from '../shared/api/token';

export const liveAppMachine = appMachine.provide({
  actors: {
    loadUser: fromApi<UserInfo | null>(async ({ signal }) => {
      // No token: nothing to ask the server; the machine treats it like any failed load.
      if (!tokenStore.get()) throw new ApiError(401, CLIENT_CODES.noToken, 'No session token');
      return identityApi.userInfo({ signal });
    }),
    logout: fromApi<void>(() => identityApi.logout()),
  },
  actions: {
    clearToken: () => tokenStore.clear(),
  },
});
