// The app machine wired to the real API, token storage and the live stream.
import { fromCallback } from 'xstate';
import { ApiError, CLIENT_CODES } from '../shared/api/client';
import { identityApi } from '../shared/api/identity';
import type { UserInfo } from '../shared/session/session';
import { appMachine, type CompanyChanged } from './app.machine';
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
    companyEvents: fromCallback<CompanyChanged>(({ sendBack }) => {
      // The stream's code comes with the signed-in screens (the bell listens to it too), not with
      // the first load of every page: it is imported when the main shell starts listening.
      let stop: (() => void) | undefined;
      let stopped = false;
      void import('../shared/live').then(({ liveHub, RECONNECTED }) => {
        if (stopped) return;
        stop = liveHub.subscribe((event) => {
          if (event.type === 'company.changed' || event.type === RECONNECTED) sendBack({ type: 'COMPANY_CHANGED' });
        });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    }),
  },
  actions: {
    clearToken: () => tokenStore.clear(),
  },
});
