// In-app navigation that would drop unsaved input waits for the person's answer (stay or leave).
// The app routes with the declarative <BrowserRouter> way, whose history react-router's useBlocker
// cannot reach (it needs the data router, left out of the first load on purpose). So the app's
// history (app-history.ts) hands this guard every push, replace and back or forward once a screen
// first holds unsaved input, and the guard holds those that change the page. Moving within one
// page (a wizard writing its step into the address) is never held: the screen keeps its input.
import type { Location, To } from 'react-router-dom';
import type { History, HistoryGate } from './app-history';

export interface NavigationGuard extends HistoryGate {
  /** Holds every change of page until the returned function is called (each screen with unsaved input holds once). */
  hold(): () => void;
  /** Whether a change of page waits for an answer. */
  isAsking(): boolean;
  /** Told each time a question opens or is answered. */
  subscribe(onChange: () => void): () => void;
  /** The answer "stay": the waiting change is dropped. */
  stay(): void;
  /** The answer "leave": the waiting change goes ahead. */
  leave(): void;
}

/** A guard over `inner` (a v5-compatible history: push and replace tell its listener too). */
export function createNavigationGuard(inner: History): NavigationGuard {
  let holds = 0;
  let waiting: (() => void) | null = null;
  const watchers = new Set<() => void>();
  // The page the router shows: a back or forward is held when it would change it.
  let shown: Location = inner.location;
  // A held back or forward is undone at once (the browser has already moved); its undoing and,
  // after "leave", its redoing come back as pops of their own.
  let undoing = false;
  let redoing = false;

  const tell = () => {
    for (const watcher of watchers) watcher();
  };
  const ask = (go: () => void) => {
    waiting = go;
    tell();
  };
  const changesPage = (to: To) => holds > 0 && inner.createURL(to).pathname !== inner.location.pathname;

  return {
    push(to, state) {
      if (changesPage(to)) ask(() => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      if (changesPage(to)) ask(() => inner.replace(to, state));
      else inner.replace(to, state);
    },
    deliver(update, listener) {
      if (update.action === 'POP') {
        if (undoing) {
          undoing = false;
          return;
        }
        const delta = update.delta;
        if (!redoing && holds > 0 && delta && update.location.pathname !== shown.pathname) {
          undoing = true;
          inner.go(-delta);
          ask(() => {
            redoing = true;
            inner.go(delta);
          });
          return;
        }
        redoing = false;
      }
      shown = update.location;
      listener(update);
    },
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
      };
    },
    isAsking: () => waiting !== null,
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    stay() {
      waiting = null;
      tell();
    },
    leave() {
      const go = waiting;
      waiting = null;
      tell();
      go?.();
    },
  };
}
