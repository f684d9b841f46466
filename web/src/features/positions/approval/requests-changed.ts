// The approval screen tells the header's bell that the user's requests changed (an answer was
// given), so the count drops at once instead of at the next opening of the popover.
const channel = new EventTarget();
const CHANGED = 'approval-requests-changed';

export function announceRequestsChanged(): void {
  channel.dispatchEvent(new Event(CHANGED));
}

/** Returns the unsubscribe function (for a useEffect cleanup). */
export function onRequestsChanged(listener: () => void): () => void {
  channel.addEventListener(CHANGED, listener);
  return () => channel.removeEventListener(CHANGED, listener);
}
