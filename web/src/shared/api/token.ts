// The session token lives in localStorage when the user asked to be remembered, otherwise in
// sessionStorage so that it dies with the tab. Reads check both, session first, because a
// "not remembered" sign-in must win over a stale remembered one.
export const TOKEN_KEY = 'token';

export interface TokenStore {
  get(): string | null;
  set(token: string, remember: boolean): void;
  clear(): void;
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
  return {
    get() {
      return session()?.getItem(TOKEN_KEY) || local()?.getItem(TOKEN_KEY) || null;
    },
    set(token, remember) {
      // Only one copy may exist, otherwise clearing one would leave the session alive in the other.
      (remember ? session() : local())?.removeItem(TOKEN_KEY);
      (remember ? local() : session())?.setItem(TOKEN_KEY, token);
    },
    clear() {
      local()?.removeItem(TOKEN_KEY);
      session()?.removeItem(TOKEN_KEY);
    },
  };
}

export const tokenStore: TokenStore = createTokenStore();
