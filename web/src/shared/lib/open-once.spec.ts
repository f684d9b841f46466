import { describe, expect, it } from '@jest/globals';
import { opensOnce } from './open-once';

describe('opening an address once', () => {
  it('opens on arrival and not once the location was handed over', () => {
    expect(opensOnce({ key: 'default', state: null })).toBe(true);
    expect(opensOnce({ key: 'k1', state: null })).toBe(true);
    expect(opensOnce({ key: 'k2', state: { handedOver: true } })).toBe(false);
    // Someone else's state does not count as a hand-over.
    expect(opensOnce({ key: 'k3', state: { from: '/companies' } })).toBe(true);
  });

  it('typedOnly: only the address the page was loaded with, and only until it is handed over', () => {
    expect(opensOnce({ key: 'default', state: null }, { typedOnly: true })).toBe(true);
    expect(opensOnce({ key: 'k1', state: null }, { typedOnly: true })).toBe(false);
    expect(opensOnce({ key: 'default', state: { handedOver: true } }, { typedOnly: true })).toBe(false);
  });
});
