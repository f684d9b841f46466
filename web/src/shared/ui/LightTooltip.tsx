// A tooltip for labels that are in the accessibility tree already (the icon rail's section names):
// shown after a short hover, at once on keyboard focus, hidden on leaving, on blur and on Escape,
// and kept while the pointer is over it (WCAG 1.4.13). react-aria's TooltipTrigger does the same
// with its overlay positioning, some 5 KB on the wire of every signed-in first load; a rail's label
// only ever sits beside its link, which a fixed position from the link's box covers.
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './overlays.css';

export interface LightTooltipProps {
  text: ReactNode;
  /** The trigger: one focusable element. */
  children: ReactElement;
  isDisabled?: boolean;
  delay?: number;
  closeDelay?: number;
}

export function LightTooltip({ text, children, isDisabled = false, delay = 300, closeDelay = 100 }: LightTooltipProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [box, setBox] = useState<DOMRect | null>(null);

  const trigger = () => anchor.current?.firstElementChild ?? null;
  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const show = () => {
    const element = trigger();
    if (element && !isDisabled) setBox(element.getBoundingClientRect());
  };
  const hide = () => {
    clearTimeout(timer.current);
    setBox(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (isDisabled) setBox(null);
  }, [isDisabled]);

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it hears its trigger's focus, pointer and Escape, never a key of its own. */}
      <span
        ref={anchor}
        className="ui-light-tooltip__anchor"
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') later(show, delay);
        }}
        onPointerLeave={() => later(hide, closeDelay)}
        onFocus={(event) => {
          if (event.target === trigger() && event.target.matches(':focus-visible')) {
            clearTimeout(timer.current);
            show();
          }
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && box) hide();
        }}
      >
        {children}
      </span>
      {box &&
        createPortal(
          <div
            role="tooltip"
            className="ui-tooltip ui-light-tooltip"
            style={{ left: box.right + 8, top: box.top + box.height / 2 }}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={() => later(hide, closeDelay)}
          >
            {text}
          </div>,
          document.body,
        )}
    </>
  );
}
