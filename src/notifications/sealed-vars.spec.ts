import { randomBytes } from 'node:crypto';
import { SealedVars } from './sealed-vars.js';

describe('sealed message variables', () => {
  const key = randomBytes(32);
  const binding = SealedVars.binding('confirm-email.1', 'email.confirm', 'olena@example.com');

  it('open only with the key and the binding they were sealed for', () => {
    const sealed = new SealedVars(key).seal({ url: 'https://kadry.test/confirm-email?token=SECRET' }, binding);
    expect(sealed).not.toContain('SECRET');
    expect(new SealedVars(key).open(sealed, binding)).toEqual({ url: 'https://kadry.test/confirm-email?token=SECRET' });
    expect(() => new SealedVars(randomBytes(32)).open(sealed, binding)).toThrow();
    // Moved to another recipient or job, the sealed link is useless.
    expect(() => new SealedVars(key).open(sealed, SealedVars.binding('confirm-email.1', 'email.confirm', 'mallory@example.com'))).toThrow();
    expect(() => new SealedVars(key).open(sealed, SealedVars.binding('confirm-email.2', 'email.confirm', 'olena@example.com'))).toThrow();
  });

  it('differ every time, even for the same secret', () => {
    const box = new SealedVars(key);
    expect(box.seal({ code: '123456' }, binding)).not.toBe(box.seal({ code: '123456' }, binding));
  });
});
