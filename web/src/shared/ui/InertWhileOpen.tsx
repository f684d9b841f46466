import { useContext, useEffect } from 'react';
import { ComboBoxStateContext } from 'react-aria-components/ComboBox';

const INERT_MARK = 'data-combobox-inert';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Gives back to the page what InertWhileOpen made inert. */
function releaseInert(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${INERT_MARK}]`)) {
    element.inert = false;
    element.removeAttribute(INERT_MARK);
  }
}

/**
 * Put inside a react-aria ComboBox. While its list is open, react-aria hides the rest of the page
 * from screen readers with aria-hidden (so a virtual cursor stays in the list) and leaves its links
 * and buttons focusable: hidden yet reachable (axe's aria-hidden-focus, WCAG 4.1.2). What it hid
 * and holds something focusable is made inert as well, for as long as the list is open. Tab gives
 * it back first (a capturing keydown, before the browser moves the focus), so the focus moves on
 * to the next control as it would without the list.
 */
export function InertWhileOpen() {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  useEffect(() => {
    if (!isOpen) return;
    let released = false;
    const sync = () => {
      if (released) return;
      for (const element of document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')) {
        if (element.inert || element.contains(document.activeElement)) continue;
        if (!element.matches(FOCUSABLE) && !element.querySelector(FOCUSABLE)) continue;
        element.inert = true;
        element.setAttribute(INERT_MARK, '');
      }
      for (const element of document.querySelectorAll<HTMLElement>(`[${INERT_MARK}]:not([aria-hidden="true"])`)) {
        element.inert = false;
        element.removeAttribute(INERT_MARK);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      released = true;
      releaseInert();
    };
    // react-aria hides the page in its own effect, after this one (a parent's effects run later).
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    document.addEventListener('keydown', onKeyDown, true);
    sync();
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
      releaseInert();
    };
  }, [isOpen]);
  return null;
}
