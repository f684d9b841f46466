// An address that opens a screen of the app's status machine (/company-create, /company-verify)
// opens it once. The screen's own exits leave the app in the main shell at the same address, which
// mounts the opening route again: handing over marks the location (replaced by itself, with a
// state flag), and a marked location does not open again but goes on to where the exit leads.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const HANDED_OVER = 'handedOver';

export interface OpenOnceOptions {
  /**
   * Only an address the page was loaded with opens (react-router's first location has the key
   * 'default'): a typed or bookmarked address, never one reached inside the app.
   */
  typedOnly?: boolean;
}

/** Whether an arrival at `location` opens the screen: not after a hand-over, and (typedOnly) only on load. */
export function opensOnce(location: { key: string; state: unknown }, { typedOnly = false }: OpenOnceOptions = {}): boolean {
  const state = location.state;
  const handedOver = typeof state === 'object' && state !== null && (state as Record<string, unknown>)[HANDED_OVER] === true;
  return !handedOver && (!typedOnly || location.key === 'default');
}

/**
 * `open`: whether this arrival opens the screen (decided on the first render, so marking the
 * location does not change it under the caller); `handOver`: marks the location, once opening.
 */
export function useOpenOnce(options: OpenOnceOptions = {}): { open: boolean; handOver: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [open] = useState(() => opensOnce(location, options));
  const handOver = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: { [HANDED_OVER]: true } });
  return { open, handOver };
}
