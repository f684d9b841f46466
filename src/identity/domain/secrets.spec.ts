import { hashCode, hashPassword, hashToken, newCode, newToken, verifyCode, verifyPassword } from './secrets.js';

describe('secrets', () => {
  it('hashes passwords with argon2id at the OWASP settings', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'x')).resolves.toBe(false);
  });

  it('makes 256-bit URL-safe tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
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
