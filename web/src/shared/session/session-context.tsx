import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRef, Snapshot, StateValue } from 'xstate';
import { statusOf, type AppContext, type AppEvent, type AppStatus, type UserInfo } from './session';

/**
 * The app actor as features see it: its status and context, and the events they may send. The
 * shell (app/app-actor.tsx) provides the live actor; a feature never imports app/ (the one-way rule).
 */
export type SessionActor = ActorRef<Snapshot<unknown> & { value: StateValue; context: AppContext }, AppEvent>;

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useAppActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useAppActor: no SessionProvider above this component');
  return actor;
}

export function useAppStatus(): AppStatus {
  return useSelector(useAppActor(), (snapshot) => statusOf(snapshot));
}

export function useAppUser(): UserInfo | null {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.user);
}

export function useSuccessKind(): AppContext['success'] {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.success);
}

/** What a settings or profile flow may tell the app: fresh user data, or that the session is gone. */
export interface SessionHooks {
  /** Fresh user_data from a call: the app shows it everywhere at once. */
  publishUser: (user: unknown) => void;
  /** The session is gone (401, or every session ended by a password reset). */
  signOut: () => void;
}

export function useSessionHooks(): SessionHooks {
  const app = useAppActor();
  return useMemo(
    () => ({ publishUser: (user) => app.send({ type: 'USER_UPDATED', user }), signOut: () => app.send({ type: 'UNAUTHORIZED' }) }),
    [app],
  );
}
