// @kadry-in-band: 100 requests at once against 500 ms Redis deadlines; npm test runs this file alone, not beside another worker.
import type request from 'supertest';
import { argon2Work } from '../../../src/shared/domain/argon2.js';
import { client, randomIp, redis, startHarness, uniqueEmail, uniquePhone, type Harness } from '../../support/harness.js';
import { signUp, PASSWORD } from './support.js';

/**
 * Issue 7 item 6: every limit counts the attempt before the work, atomically, so a burst of
 * concurrent calls cannot all slip under it between a read and a write. Each test fires 100 calls
 * at once and counts the answers that did the work (a password or code check answers 401/400;
 * a refused call answers 429 before any check), and the argon2 runs of this process.
 */
describe('limits hold under 100 concurrent attempts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const burst = (count: number, call: (i: number) => Promise<request.Response>) =>
    Promise.all(Array.from({ length: count }, (_, i) => call(i)));
  const statuses = (answers: request.Response[]) => {
    const tally: Record<number, number> = {};
    for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
    return tally;
  };

  it('sign-in per account: 100 wrong passwords from 100 addresses, 10 checked, 90 refused', async () => {
    const account = await signUp(h);
    const before = argon2Work();
    const answers = await burst(100, () => client(h).post('/profile/loginUser', { identifier: account.email, password: 'Wrong-pass-9' }));
    expect(statuses(answers)).toEqual({ 401: 10, 429: 90 });
    expect(argon2Work() - before).toBe(10);
    expect(answers.find((a) => a.status === 429)!.headers['retry-after']).toBeDefined();
    // Locked for the owner as well until the window ends.
    expect((await client(h).post('/profile/loginUser', { identifier: account.email, password: PASSWORD })).status).toBe(429);
  }, 60_000);

  it('sign-in per address: 100 wrong sign-ins to different accounts from one address, 30 checked', async () => {
    const ip = randomIp();
    const before = argon2Work();
    const answers = await burst(100, () =>
      client(h, ip).post('/profile/loginUser', { identifier: uniqueEmail('nobody'), password: 'Wrong-pass-9' }),
    );
    expect(statuses(answers)).toEqual({ 401: 30, 429: 70 });
    expect(argon2Work() - before).toBe(30);
  }, 60_000);

  it('a successful sign-in gives its attempt back: only failures count', async () => {
    const ip = randomIp();
    const account = await signUp(h, client(h, ip));
    for (let i = 0; i < 3; i += 1)
      expect((await client(h, ip).post('/profile/loginUser', { identifier: account.email, password: 'Wrong-pass-9' })).status).toBe(401);
    expect((await client(h, ip).post('/profile/loginUser', { identifier: account.email, password: PASSWORD })).status).toBe(200);
    expect(await redis(h).get(`identity:login:ip:${ip}`)).toBe('3');
    expect(await redis(h).get(`identity:login:acct:${account.id}`)).toBeNull();
  }, 30_000);

  it('change-password: 100 wrong current passwords, 10 checked, 90 refused', async () => {
    const account = await signUp(h);
    const before = argon2Work();
    const answers = await burst(100, () =>
      client(h).post(
        '/profile/changePassword',
        { currentPassword: 'Wrong-pass-9', password: 'Brand-new-pass-1', password_repeat: 'Brand-new-pass-1' },
        { token: account.token },
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 90 });
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.code === 'WRONG_PASSWORD')).toBe(true);
    expect(argon2Work() - before).toBe(10);
  }, 60_000);

  it('reset-code entry per phone: 100 guesses from 100 addresses, 5 checked, 95 refused', async () => {
    const phone = uniquePhone();
    const before = argon2Work();
    const answers = await burst(100, (i) =>
      client(h).post('/profile/resetPasswordConfirmPhone', { phone, confirm_phone_code: String(100_000 + i) }),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 95 });
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === 'CODE_ATTEMPTS_EXCEEDED')).toBe(true);
    expect(argon2Work() - before).toBe(5);
  }, 60_000);

  it('phone-code entry per address: wrong codes of many accounts from one address, 30 counted', async () => {
    const ip = randomIp();
    // Seven accounts with a live code each allow 35 wrong guesses by their own limit (5 per code).
    const accounts: Array<{ token: string }> = [];
    for (let i = 0; i < 7; i += 1) {
      const account = await signUp(h);
      expect((await client(h).post('/profile/confirmPhoneSendSms', { phone: uniquePhone() }, { token: account.token })).status).toBe(200);
      accounts.push(account);
    }
    const answers = await burst(70, (i) =>
      client(h, ip).post('/profile/confirmPhone', { confirm_phone_code: '000001' }, { token: accounts[i % 7]!.token }),
    );
    const tally = statuses(answers);
    // A code that ran out of attempts gives the address its attempt back, so fewer than 30 may be
    // counted, never more (all 35 were checked when the counter was read before the work).
    expect(tally[400]).toBeLessThanOrEqual(30);
    expect((tally[400] ?? 0) + (tally[429] ?? 0)).toBe(70);
    expect(Number(await redis(h).get(`identity:code-fail:ip:${ip}`))).toBe(tally[400]);
  }, 90_000);

  it('SMS sending per address: 100 requests to different phones, 10 sent', async () => {
    const ip = randomIp();
    const account = await signUp(h);
    const answers = await burst(100, () =>
      client(h, ip).post('/profile/confirmPhoneSendSms', { phone: uniquePhone() }, { token: account.token }),
    );
    expect(statuses(answers)).toEqual({ 200: 10, 429: 90 });
  }, 60_000);

  it('SMS resend per user and phone: 100 at once, one sent', async () => {
    const account = await signUp(h);
    const phone = uniquePhone();
    const answers = await burst(100, () => client(h).post('/profile/confirmPhoneSendSms', { phone }, { token: account.token }));
    expect(statuses(answers)).toEqual({ 200: 1, 429: 99 });
  }, 60_000);

  it('e-mail sending per address: 100 forgot-password calls from one address, 20 accepted', async () => {
    const ip = randomIp();
    const answers = await burst(100, () => client(h, ip).post('/profile/forgotPassword', { email: uniqueEmail('forgot') }));
    expect(statuses(answers)).toEqual({ 200: 20, 429: 80 });
  }, 60_000);
});
