import { describe, expect, it, jest } from '@jest/globals';
import { createTokenStore, TOKEN_KEY } from '../api/token';
import { followSessionAcrossTabs } from './across-tabs';

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
    setItem: (key, value) => void data.set(key, value),
  };
}

/** One tab: its storage (shared with the "other tabs" of a test), its token store and what it did. */
function tab(local: Storage) {
  const target = new EventTarget();
  const tokens = createTokenStore(
    () => local,
    () => null,
  );
  const follow = { signedOut: jest.fn(), signedIn: jest.fn() };
  const stop = followSessionAcrossTabs(target as unknown as Window, local, tokens, follow);
  /** What the browser fires in this tab when another tab changes the store. */
  const otherTabWrote = (key: string | null, newValue: string | null, storageArea: Storage = local) => {
    if (storageArea === local && key === TOKEN_KEY && newValue !== null) local.setItem(TOKEN_KEY, newValue);
    else if (storageArea === local && (key === TOKEN_KEY || key === null)) local.removeItem(TOKEN_KEY);
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea }));
  };
  return { tokens, follow, stop, otherTabWrote };
}

describe('the session across tabs', () => {
  it('follows another tab signing out, or its session being refused, to sign-in', () => {
    const local = memoryStorage();
    local.setItem(TOKEN_KEY, 'shared');
    const { tokens, follow, otherTabWrote } = tab(local);
    expect(tokens.get()).toBe('shared');
    otherTabWrote(TOKEN_KEY, null);
    expect(follow.signedOut).toHaveBeenCalledTimes(1);
    expect(follow.signedIn).not.toHaveBeenCalled();
  });

  it('starts afresh when another tab signs in with a session this tab does not hold', () => {
    const local = memoryStorage();
    local.setItem(TOKEN_KEY, 'first');
    const { tokens, follow, otherTabWrote } = tab(local);
    expect(tokens.get()).toBe('first');
    otherTabWrote(TOKEN_KEY, 'second');
    expect(follow.signedIn).toHaveBeenCalledTimes(1);
    // This tab's late 401 of the first session must not drop the second one.
    tokens.clear();
    expect(local.getItem(TOKEN_KEY)).toBe('second');
  });

  it('a signed-out tab follows a sign-in elsewhere and ignores a sign-out elsewhere', () => {
    const { follow, otherTabWrote } = tab(memoryStorage());
    otherTabWrote(TOKEN_KEY, null);
    expect(follow.signedOut).not.toHaveBeenCalled();
    otherTabWrote(TOKEN_KEY, 'new');
    expect(follow.signedIn).toHaveBeenCalledTimes(1);
  });

  it('a whole store cleared elsewhere is a sign-out; other keys and sessionStorage are not', () => {
    const local = memoryStorage();
    local.setItem(TOKEN_KEY, 'shared');
    const { tokens, follow, otherTabWrote } = tab(local);
    expect(tokens.get()).toBe('shared');
    otherTabWrote('lang', 'en');
    otherTabWrote(TOKEN_KEY, 'other', memoryStorage());
    expect(follow.signedIn).not.toHaveBeenCalled();
    expect(follow.signedOut).not.toHaveBeenCalled();
    otherTabWrote(null, null);
    expect(follow.signedOut).toHaveBeenCalledTimes(1);
  });

  it('stops listening when asked', () => {
    const local = memoryStorage();
    local.setItem(TOKEN_KEY, 'shared');
    const { follow, stop, otherTabWrote } = tab(local);
    stop();
    otherTabWrote(TOKEN_KEY, null);
    expect(follow.signedOut).not.toHaveBeenCalled();
  });
});
