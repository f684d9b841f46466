// A wizard with input no save has sent yet asks before a reload or a closed tab drops it: the
// browser's own "Leave site?" question (its words are the browser's; pages may not set them). The
// machine knows what is unsaved; the screen passes it here.
import { useEffect } from 'react';

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

/** While `unsaved`, leaving the page (reload, close, another address) asks first. */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => (unsaved ? askBeforeLeaving(window) : undefined), [unsaved]);
}
