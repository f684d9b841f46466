import { codeState, POLICY } from './policy.js';

const now = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('one-time code policy', () => {
  it('follows the baseline: 10 minutes, 5 attempts, resend after 90 s', () => {
    expect(POLICY.code).toEqual({ ttlMs: 600_000, maxAttempts: 5, resendAfterSeconds: 90 });
  });

  it('is active while fresh, unused and under the attempt limit', () => {
    expect(codeState({ expiresAt: later(1000), attempts: 4, consumedAt: null }, now)).toBe('active');
  });

  it('expires at its expiry time', () => {
    expect(codeState({ expiresAt: now, attempts: 0 }, now)).toBe('expired');
    expect(codeState({ expiresAt: later(-1), attempts: 0 }, now)).toBe('expired');
  });

  it('is exhausted after five wrong attempts', () => {
    expect(codeState({ expiresAt: later(60_000), attempts: 5 }, now)).toBe('exhausted');
  });

  it('is used once consumed, whatever else holds', () => {
    expect(codeState({ expiresAt: later(60_000), attempts: 0, consumedAt: now }, now)).toBe('used');
  });
});
