import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { api } from './api';
import { statusOf, type AppStatus, type UserInfo } from './app.machine';
import { liveAppMachine } from './live-app.machine';

export const AppActorContext = createActorContext(liveAppMachine);

export function useAppStatus(): AppStatus {
  return AppActorContext.useSelector((snapshot) => statusOf(snapshot));
}

export function useAppUser(): UserInfo | null {
  return AppActorContext.useSelector((snapshot) => snapshot.context.user);
}

export function useAppActor() {
  return AppActorContext.useActorRef();
}

/** A 401 from any call, anywhere, sends the app back to sign-in. */
function UnauthorizedBridge() {
  const actor = AppActorContext.useActorRef();
  useEffect(() => api.onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED' })), [actor]);
  return null;
}

export function AppActorProvider({ children }: { children: ReactNode }) {
  return (
    <AppActorContext.Provider>
      <UnauthorizedBridge />
      {children}
    </AppActorContext.Provider>
  );
}
