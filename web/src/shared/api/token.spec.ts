import { describe, expect, it } from '@jest/globals';
import { createTokenStore, TOKEN_KEY } from './token';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('token store', () => {
  it('keeps the token in localStorage, remembered or not, so every tab shares the session', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    session.setItem(TOKEN_KEY, 'older');
    const store = createTokenStore(
      () => local,
      () => session,
    );
    store.set('a');
    expect([local.getItem(TOKEN_KEY), session.getItem(TOKEN_KEY)]).toEqual(['a', null]);
    expect([store.get(), store.held()]).toEqual(['a', 'a']);
  });

  it('clear removes the token from both stores', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(TOKEN_KEY, 'old');
    session.setItem(TOKEN_KEY, 'legacy');
    const store = createTokenStore(
      () => local,
      () => session,
    );
    expect(store.get()).toBe('old');
    store.clear();
    expect([local.getItem(TOKEN_KEY), session.getItem(TOKEN_KEY), store.get()]).toEqual([null, null, null]);
  });

  it("clear leaves a token another tab stored since: that tab's newer sign-in stays", () => {
    const local = memoryStorage();
    local.setItem(TOKEN_KEY, 'mine');
    const store = createTokenStore(
      () => local,
      () => null,
    );
    expect(store.get()).toBe('mine');
    local.setItem(TOKEN_KEY, 'theirs');
    // A read after the other tab's write does not make its token this tab's.
    expect([store.get(), store.held()]).toEqual(['theirs', 'mine']);
    store.clear();
    expect(local.getItem(TOKEN_KEY)).toBe('theirs');
    expect(store.held()).toBeNull();
  });

  it('reads a token kept in sessionStorage by an older release', () => {
    const session = memoryStorage();
    session.setItem(TOKEN_KEY, 'legacy');
    const store = createTokenStore(
      () => memoryStorage(),
      () => session,
    );
    expect(store.get()).toBe('legacy');
  });

  it('reads nothing when storage is unavailable', () => {
    const store = createTokenStore(
      () => null,
      () => null,
    );
    expect(store.get()).toBeNull();
    expect(() => store.set('x')).not.toThrow();
  });
});
