import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { api } from '../shared/api/client';
import { tokenStore } from '../shared/api/token';
import { followSessionAcrossTabs } from '../shared/session/across-tabs';
import { SessionProvider } from '../shared/session/session-context';
import { liveAppMachine } from './live-app.machine';

export const AppActorContext = createActorContext(liveAppMachine);

/** A 401 from any call, anywhere, sends the app back to sign-in. */
function UnauthorizedBridge() {
  const actor = AppActorContext.useActorRef();
  useEffect(() => api.onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED' })), [actor]);
  return null;
}

/** Another tab's sign-out sends this one to sign-in; its sign-in starts this one afresh. */
function AcrossTabsBridge() {
  const actor = AppActorContext.useActorRef();
  useEffect(() => {
    let local: Storage | null = null;
    try {
      local = window.localStorage;
    } catch {
      return undefined; // no storage, no shared session
    }
    return followSessionAcrossTabs(window, local, tokenStore, {
      signedOut: () => actor.send({ type: 'SIGNED_OUT_ELSEWHERE' }),
      signedIn: () => window.location.reload(),
    });
  }, [actor]);
  return null;
}

/** Hands the live actor to the features, which know it only as shared/session's SessionActor. */
function SessionBridge({ children }: { children: ReactNode }) {
  return <SessionProvider actor={AppActorContext.useActorRef()}>{children}</SessionProvider>;
}

export function AppActorProvider({ children }: { children: ReactNode }) {
  return (
    <AppActorContext.Provider>
      <UnauthorizedBridge />
      <AcrossTabsBridge />
      <SessionBridge>{children}</SessionBridge>
    </AppActorContext.Provider>
  );
}
