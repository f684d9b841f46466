// The app machine wired to the real API and token storage.
import { api, ApiError, CLIENT_CODES } from '../shared/api/client';
import { appMachine } from './app.machine';
import { fromApi } from '../shared/api/from-api';
import { tokenStore } from '../shared/api/token';

export const liveAppMachine = appMachine.provide({
  actors: {
    loadUser: fromApi<unknown>(async ({ signal }) => {
      // No token: nothing to ask the server; the machine treats it like any failed load.
      if (!tokenStore.get()) throw new ApiError(401, CLIENT_CODES.noToken, 'No session token');
      const answer = await api.get<{ user_data?: unknown }>('/profile/get_userInfo', { signal });
      return answer.user_data ?? null;
    }),
    logout: fromApi<void>(async () => {
      await api.post('/profile/logoutUser');
    }),
  },
  actions: {
    clearToken: () => tokenStore.clear(),
  },
});
