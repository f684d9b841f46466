// Every tab of the browser shares one session token (shared/api/token.ts). When another tab signs
// out, or its session is refused, the token goes and this tab follows to sign-in; when another tab
// signs in (perhaps as somebody else), this tab starts again under that session rather than act
// for a person it no longer shows. The browser tells through the `storage` event, fired in every
// other tab of the origin when localStorage changes.
import { TOKEN_KEY, type TokenStore } from '../api/token';

export interface SessionAcrossTabs {
  /** Another tab dropped the session: sign-in, without the "invalid token" notice. */
  signedOut(): void;
  /** Another tab stored a session this tab does not hold: start afresh (a page reload). */
  signedIn(): void;
}

type StorageEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;
type StorageChange = Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>;

/** Follows the token across tabs until the returned function is called. */
export function followSessionAcrossTabs(
  target: StorageEventTarget,
  local: Storage | null,
  tokens: TokenStore,
  follow: SessionAcrossTabs,
): () => void {
  const listener = (event: Event) => {
    const change = event as Event & Partial<StorageChange>;
    if (change.storageArea === undefined) return;
    // `key` is null when another tab cleared the whole store.
    if (change.storageArea !== local || (change.key !== TOKEN_KEY && change.key !== null)) return;
    const stored = change.key === null ? null : (change.newValue ?? null);
    const held = tokens.held();
    if (stored === held) return;
    if (stored === null) follow.signedOut();
    else follow.signedIn();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
