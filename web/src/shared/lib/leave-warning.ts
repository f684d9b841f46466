// A wizard with input no save has sent yet asks before a reload or a closed tab drops it (the
// browser's own "Leave site?" question: its words are the browser's; pages may not set them) and
// before a link, the back button or any other change of page inside the app does (the app's own
// question, navigation-guard.ts and ui/LeaveQuestion.tsx). The machine knows what is unsaved; the
// screen passes it here.
import { createElement, lazy, Suspense, useEffect } from 'react';
import { appHistory, installGate } from './app-history';
import { createNavigationGuard, type NavigationGuard } from './navigation-guard';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Asks before `target` unloads until the returned function is called. */
export function askBeforeLeaving(target: Target): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Browsers before the standard's preventDefault() ask only when returnValue is set.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', ask);
  return () => target.removeEventListener('beforeunload', ask);
}

/** While `unsaved`, leaving the page (reload, close, another address, another page of the app) asks first. */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const releaseUnload = askBeforeLeaving(window);
    const releaseGuard = appGuard().hold();
    return () => {
      releaseUnload();
      releaseGuard();
    };
  }, [unsaved]);
}

// The question's dialog loads when a screen first holds unsaved input, long before it is asked.
const LeaveQuestion = lazy(() => import('../ui/LeaveQuestion').then((m) => ({ default: m.LeaveQuestion })));
let guard: NavigationGuard | null = null;

/** The app's guard, installed on the app's history the first time a screen holds unsaved input. */
function appGuard(): NavigationGuard {
  if (!guard) {
    guard = createNavigationGuard(appHistory().inner);
    installGate(guard, createElement(Suspense, { fallback: null }, createElement(LeaveQuestion, { guard })));
  }
  return guard;
}
