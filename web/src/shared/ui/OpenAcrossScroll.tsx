import { type RefObject, useContext, useEffect, useRef } from 'react';
import { ComboBoxStateContext } from 'react-aria-components/ComboBox';

/**
 * Put inside a react-aria ComboBox whose list opens as the person types. react-aria closes an open
 * list on any scroll of the page or of a box that holds the field (useCloseOnScroll: the list would
 * be left where the field was). The field keeps its text and the list does not come back until the
 * person types again: a wheel turned to see the list, a page that scrolls the field into view while
 * the list opens (a late scroll event on a busy machine), or a click whose option was first scrolled
 * into view all lost the list. A list closed by a scroll while the field still has the focus opens
 * again, placed anew under the field. Escape (any key) in between means the person closed it.
 */
export function OpenAcrossScroll({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  const scrolled = useRef(false);
  useEffect(() => {
    if (!isOpen) return;
    scrolled.current = false;
    const onScroll = (event: Event) => {
      const input = inputRef.current;
      // The same scrolls react-aria closes on: the window, the document, a box holding the field.
      if (!input || (event.target instanceof Node && !event.target.contains(input))) return;
      scrolled.current = true;
    };
    const onKeyDown = () => {
      scrolled.current = false;
    };
    window.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isOpen, inputRef]);
  useEffect(() => {
    if (isOpen || !scrolled.current) return;
    scrolled.current = false;
    if (state && inputRef.current !== null && document.activeElement === inputRef.current) state.open(null, 'input');
  }, [isOpen, state, inputRef]);
  return null;
}
