import { hashPassword, hashToken, isPasswordHash, newToken, NO_PASSWORD, verifyPassword } from './secrets.js';

describe('secrets', () => {
  it('hashes passwords with argon2id at the OWASP settings', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'x')).resolves.toBe(false);
  });

  it('an invited account without a password refuses every password, the empty one and its own marker included', async () => {
    expect(isPasswordHash(NO_PASSWORD)).toBe(false);
    for (const tried of ['', NO_PASSWORD, 'Owner-chosen-1']) await expect(verifyPassword(NO_PASSWORD, tried)).resolves.toBe(false);
    expect(isPasswordHash(await hashPassword('correct horse'))).toBe(true);
  });

  it('makes 256-bit URL-safe tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});
