import { codeState, CODE_POLICY, hashCode, newCode, verifyCode } from './one-time-code.js';

const now = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('one-time code policy', () => {
  it('follows the baseline: 10 minutes, 5 attempts, resend after 90 s', () => {
    expect(CODE_POLICY).toEqual({ ttlMs: 600_000, maxAttempts: 5, resendAfterSeconds: 90 });
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

  it('makes six-digit codes without a leading zero', () => {
    for (let i = 0; i < 200; i += 1) expect(newCode()).toMatch(/^[1-9]\d{5}$/);
  });

  it('binds a code hash to its purpose and phone', async () => {
    const stored = await hashCode('123456', 'confirm-phone', '0991234567');
    await expect(verifyCode(stored, '123456', 'confirm-phone', '0991234567')).resolves.toBe(true);
    await expect(verifyCode(stored, '123456', 'reset-password', '0991234567')).resolves.toBe(false);
    await expect(verifyCode(stored, '123456', 'confirm-phone', '0991234568')).resolves.toBe(false);
    await expect(verifyCode(stored, '654321', 'confirm-phone', '0991234567')).resolves.toBe(false);
    expect(stored).not.toContain('123456');
  });
});
