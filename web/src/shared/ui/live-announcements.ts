import { useEffect } from 'react';

/**
 * react-aria announces through its live announcer with `role="img"` entries labelled by another
 * element (a toast's title, a button that turned pending), and keeps each for several seconds. An
 * element that goes sooner (a closed toast, a page left after a submit) leaves its entry pointing
 * at nothing: an image without a name (WCAG 1.1.1). The announcement has been made by then, so
 * such entries go as soon as their element does.
 */
function removeOrphanedAnnouncements(): void {
  for (const entry of document.querySelectorAll('[data-live-announcer] [role="img"]')) {
    const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => document.getElementById(id))) entry.remove();
  }
}

/** Mounted once at the root, from the first paint: not with the toast region, which loads with the first toast. */
export function useOrphanedAnnouncementCleanup(): void {
  useEffect(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-live-announcer] [role="img"]')) removeOrphanedAnnouncements();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
