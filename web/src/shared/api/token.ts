// The session token lives in localStorage (spec 000 §3: "afterwards it is also written to local
// storage"), so every tab of the browser shares one session: a link opened in a new tab (an
// invitation, a transfer offer, an approval request) finds the person signed in. "Remember me"
// decides how long the server keeps the session (30 days and 7 idle against 1 day and 2 hours
// idle, docs/identity.md), not where the token is kept; a session ends on the server's idle timeout
// and on logout, and every tab follows (shared/session/across-tabs.ts). A token that an older
// release kept in sessionStorage is still read, and cleared with the other.
export const TOKEN_KEY = 'token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  /**
   * Drops this tab's session. A token another tab stored since (a newer sign-in) is left alone:
   * a late 401 of this tab's old session must not sign the other tab out.
   */
  clear(): void;
  /** The token this tab found when it started or stored itself; what another tab stores differs from it. */
  held(): string | null;
}

/** Storage access throws in some privacy modes; a missing store simply means "no token". */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function createTokenStore(
  local: () => Storage | null = () => storage('localStorage'),
  session: () => Storage | null = () => storage('sessionStorage'),
): TokenStore {
  const read = () => local()?.getItem(TOKEN_KEY) || session()?.getItem(TOKEN_KEY) || null;
  // Not updated by reads: a read after another tab's sign-in would otherwise make its token "ours".
  let own: string | null | undefined;
  return {
    get() {
      const token = read();
      if (own === undefined) own = token;
      return token;
    },
    set(token) {
      own = token;
      session()?.removeItem(TOKEN_KEY);
      local()?.setItem(TOKEN_KEY, token);
    },
    clear() {
      const stored = local()?.getItem(TOKEN_KEY) || null;
      if (own === undefined || stored === own) local()?.removeItem(TOKEN_KEY);
      session()?.removeItem(TOKEN_KEY);
      own = null;
    },
    held() {
      if (own === undefined) own = read();
      return own;
    },
  };
}

export const tokenStore: TokenStore = createTokenStore();
