import { useEffect } from 'react';
import { toast } from '../ui/toast-queue';

const PRODUCT = 'Kadry';

/** The path of the page shown last; null until the first page of this load. */
let shownPath: string | null = null;

/**
 * Where focus goes on a new page: its heading (made focusable without entering the tab order),
 * so a screen reader announces the page and Tab starts from it. A field the page focused itself
 * (the SMS code) keeps the focus.
 */
function focusHeading(): void {
  const active = document.activeElement;
  const main = document.getElementById('main-content');
  if (active && active !== document.body && active !== main && main?.contains(active)) return;
  if (active?.closest('[role="dialog"], [role="alertdialog"]')) return;
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/**
 * Every page calls this once: the tab title names the page first, so several open tabs stay
 * distinguishable. A page reached from another one (a link, a sign-in, an automatic redirect, not
 * the first page of a load) also moves focus to its heading and closes the previous page's errors.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${PRODUCT}` : PRODUCT;
  }, [title]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title is a new page too (see below).
  useEffect(() => {
    const path = window.location.pathname;
    if (path === shownPath) return;
    const first = shownPath === null;
    shownPath = path;
    if (first) return;
    toast.closeErrors();
    // After the page's own effects (a field's autofocus) and its first paint.
    const frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
    // The title too: react-router keeps one component mounted across routes that render the same
    // one (the placeholder sections), and its title is what changes then.
  }, [title]);
}
