import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  clearLimit,
  client,
  type Harness,
  linkToken,
  messages,
  sql,
  uniqueEmail,
  useHarness,
  waitForMessages,
} from '../../support/harness.js';
import { PASSWORD, signUp } from './support.js';
import { waitFor } from '../../support/wait-for.js';

describe('registration, e-mail confirmation, login and sessions', () => {
  let h: Harness;
  useHarness((started) => (h = started));

  describe('POST /profile/registration', () => {
    it('creates an unconfirmed account and queues the confirmation e-mail in the request language', async () => {
      const c = client(h);
      const email = uniqueEmail('reg');
      const res = await c.post(
        '/profile/registration',
        { email: `  ${email.toUpperCase()} `, password: PASSWORD, ref: 'http://localhost:5173/auth' },
        { lang: 'en' },
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });

      const [mail] = await waitForMessages(h, email);
      expect(mail!.subject).toBe('Confirm your e-mail for Kadry');
      // The caller's ref (a loopback dev server here) no longer picks the origin: PUBLIC_URL's only.
      expect(mail!.text).toMatch(
        new RegExp(`${new URL(h.config.publicUrl).origin.replace(/[.]/g, '\\.')}/confirm-email\\?token=[A-Za-z0-9_-]{43}`),
      );
      expect(mail!.text).not.toContain('localhost:5173');
      const [row] = await sql<{ email: string; lang: string; email_confirmed_at: Date | null; password_hash: string }>(
        h,
        'select email, lang, email_confirmed_at, password_hash from identity_user where email = ?',
        [email],
      );
      expect(row).toMatchObject({ email, lang: 'en', email_confirmed_at: null });
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('answers the same under the alias /profile/reg_user', async () => {
      const email = uniqueEmail('alias');
      expect((await client(h).post('/profile/reg_user', { email, password: PASSWORD })).status).toBe(200);
      // Without ref the link points at the public URL.
      const [mail] = await waitForMessages(h, email);
      expect(mail!.text).toContain(`${h.config.publicUrl}/confirm-email?token=`);
    });

    it('keeps one account per e-mail in any case; a second registration answers like the first (test/integration/identity/enumeration.test.ts)', async () => {
      const c = client(h);
      const email = uniqueEmail('dup');
      expect((await c.post('/profile/registration', { email, password: PASSWORD })).status).toBe(200);
      const again = await c.post('/profile/registration', { email: email.toUpperCase(), password: 'Another-pass-2' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ ok: true });
      expect(await sql(h, 'select id from identity_user where email = ?', [email])).toHaveLength(1);
    });

    it('registering again with an unconfirmed address sends a fresh confirmation link, answered as for a new address', async () => {
      const c = client(h);
      const email = uniqueEmail('again');
      const fresh = await c.post('/profile/registration', { email: uniqueEmail('other'), password: PASSWORD }, { lang: 'en' });
      expect((await c.post('/profile/registration', { email, password: PASSWORD }, { lang: 'en' })).status).toBe(200);
      const [first] = await waitForMessages(h, email);
      const again = await c.post('/profile/registration', { email: email.toUpperCase(), password: 'Another-pass-2' }, { lang: 'en' });
      expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
      const [second] = await waitForMessages(h, email, 2);
      // A confirmation letter (not "someone tried to register"), with a new link that retires the old one.
      expect(second!.subject).toBe(first!.subject);
      expect(linkToken(second!, 'token')).not.toBe(linkToken(first!, 'token'));
      // A third try within the cooldown is answered alike and queues nothing more.
      const third = await c.post('/profile/registration', { email, password: 'Third-pass-3' }, { lang: 'en' });
      expect([third.status, third.body]).toEqual([fresh.status, fresh.body]);
      const jobs = await h.app.get<Queue>(getQueueToken('email')).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
      expect(jobs.filter((job) => job.data.to === email).map((job) => job.data.template)).toEqual(['email.confirm', 'email.confirm']);

      expect((await c.post('/profile/confirmEmail', { token: linkToken(first!, 'token') })).body.code).toBe('TOKEN_INVALID');
      expect((await c.post('/profile/confirmEmail', { token: linkToken(second!, 'token') })).status).toBe(200);
      // The password stays the one the account was made with.
      expect((await c.post('/profile/loginUser', { identifier: email, password: 'Another-pass-2' })).status).toBe(401);
      expect((await c.post('/profile/loginUser', { identifier: email, password: PASSWORD })).status).toBe(200);
    });

    it('validates with the texts of the specification, in ru, en and uk', async () => {
      const c = client(h);
      const ru = await c.post('/profile/registration', {});
      expect(ru.status).toBe(400);
      expect(ru.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'Обязательное поле', password: 'Обязательное поле' } });

      // An empty (or blank) e-mail is a missing one, not a malformed one.
      expect((await c.post('/profile/registration', { email: '   ', password: PASSWORD })).body.fields).toEqual({
        email: 'Обязательное поле',
      });
      const malformed = await c.post('/profile/registration', { email: 'not-an-email', password: 'short' });
      expect(malformed.body.fields).toEqual({ email: 'Невалидный адрес!', password: 'Длина пароля должна быть не менее 8 символов' });

      const long = await c.post(
        '/profile/registration',
        { email: `${'a'.repeat(95)}@example.com`, password: 'x'.repeat(51) },
        { lang: 'en' },
      );
      expect(long.body.fields).toEqual({ email: 'Field length exceeded', password: 'Field length exceeded' });

      const mismatch = await c.post(
        '/profile/registration',
        { email: uniqueEmail(), password: PASSWORD, password_repeat: 'Other-pass-1' },
        { lang: 'ua' },
      );
      expect(mismatch.body.fields).toEqual({ password_repeat: 'Паролі не збігаються' });
      expect(mismatch.body.msg).toBe('Перевірте правильність заповнення полів');
    });

    it('never points the link at a foreign site', async () => {
      const email = uniqueEmail('ref');
      expect((await client(h).post('/profile/registration', { email, password: PASSWORD, ref: 'https://evil.example.net' })).status).toBe(
        200,
      );
      const [mail] = await waitForMessages(h, email);
      expect(mail!.text).not.toContain('evil.example.net');
      expect(mail!.text).toContain(`${h.config.publicUrl}/confirm-email?token=`);
    });

    it('keeps tokens out of the outbox and the database', async () => {
      const email = uniqueEmail('secret');
      await client(h).post('/profile/registration', { email, password: PASSWORD });
      const [mail] = await waitForMessages(h, email);
      const token = linkToken(mail!, 'token');
      const [user] = await sql<{ id: string }>(h, 'select id from identity_user where email = ?', [email]);
      const events = await sql<{ type: string; payload: unknown }>(h, "select type, payload from outbox where payload->>'userId' = ?", [
        user!.id,
      ]);
      expect(events.map((e) => e.type).sort()).toEqual(['EmailConfirmationRequested', 'UserRegistered']);
      expect(JSON.stringify(events)).not.toContain(token);
      const stored = await sql<{ token_hash: string }>(h, 'select token_hash from identity_token where user_id = ?', [user!.id]);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]!.token_hash).not.toContain(token);
    });

    it('limits registrations per address', async () => {
      const c = client(h);
      for (let i = 0; i < 20; i += 1)
        expect((await c.post('/profile/registration', { email: uniqueEmail('flood'), password: PASSWORD })).status).toBe(200);
      const refused = await c.post('/profile/registration', { email: uniqueEmail('flood'), password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }, 60_000);
  });

  describe('POST /profile/confirmEmail', () => {
    it('confirms the e-mail and signs the user in', async () => {
      const c = client(h);
      const email = uniqueEmail('confirm');
      await c.post('/profile/registration', { email, password: PASSWORD });
      const [mail] = await waitForMessages(h, email);
      const res = await c.post('/profile/confirmEmail', { token: linkToken(mail!, 'token') });
      expect(res.status).toBe(200);
      expect(res.body.user_data).toMatchObject({
        email,
        is_confirm_email: 1,
        is_profile_created: 0,
        is_confirm_phone: 0,
        is_verifier: 0,
        files: [],
      });
      expect(res.body.user_data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const info = await c.get('/profile/get_userInfo', { token: res.body.user_data.token });
      expect(info.body.user_data.email).toBe(email);
    });

    it('refuses a used, unknown, expired or missing token', async () => {
      const c = client(h);
      const email = uniqueEmail('reuse');
      await c.post('/profile/registration', { email, password: PASSWORD });
      const [mail] = await waitForMessages(h, email);
      const token = linkToken(mail!, 'token');
      expect((await c.post('/profile/confirmEmail', { token })).status).toBe(200);
      const reused = await c.post('/profile/confirmEmail', { token });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ code: 'TOKEN_INVALID', msg: 'Ссылка недействительна или устарела' });
      expect((await c.post('/profile/confirmEmail', { token: 'x'.repeat(43) })).body.code).toBe('TOKEN_INVALID');
      expect((await c.post('/profile/confirmEmail', {})).body.fields).toEqual({ token: 'Обязательное поле' });
      expect((await c.post('/profile/confirmEmail', { token: 'x'.repeat(201) })).body.fields).toEqual({ token: 'Длина поля превышена' });

      const late = uniqueEmail('late');
      await c.post('/profile/registration', { email: late, password: PASSWORD });
      const [lateMail] = await waitForMessages(h, late);
      await sql(
        h,
        "update identity_token set expires_at = now() - interval '1 second' where user_id = (select id from identity_user where email = ?)",
        [late],
      );
      const expired = await c.post('/profile/confirmEmail', { token: linkToken(lateMail!, 'token') });
      expect(expired.body.code).toBe('TOKEN_INVALID');
      const [row] = await sql<{ email_confirmed_at: Date | null }>(h, 'select email_confirmed_at from identity_user where email = ?', [
        late,
      ]);
      expect(row!.email_confirmed_at).toBeNull();
    });
  });

  describe('POST /profile/resendConfirmEmail', () => {
    it('sends a new link that replaces the old one, not before 90 s', async () => {
      const c = client(h);
      const email = uniqueEmail('resend');
      await c.post('/profile/registration', { email, password: PASSWORD });
      const [first] = await waitForMessages(h, email);
      // A registration starts no resend cooldown (an unknown address would not have one either).
      expect((await c.post('/profile/resendConfirmEmail', { email })).status).toBe(200);
      const [second] = await waitForMessages(h, email, 2);
      const early = await c.post('/profile/resendConfirmEmail', { email });
      expect(early.status).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(60);
      expect(early.body.msg).toMatch(/^Слишком много попыток. Повторите через \d+ с$/);

      // 90 seconds pass: the cooldown key expires.
      await clearLimit(h, `mail-cooldown:confirm-email:${email}`);
      expect((await c.post('/profile/resendConfirmEmail', { email, ref: 'http://localhost:5173' })).status).toBe(200);
      const [latest] = await waitForMessages(h, email, 3);
      expect(linkToken(latest!, 'token')).not.toBe(linkToken(first!, 'token'));
      const events = await sql(h, "select id from outbox where type = 'EmailConfirmationRequested' and payload->>'email' = ?", [email]);
      expect(events).toHaveLength(3);
      expect((await c.post('/profile/confirmEmail', { token: linkToken(first!, 'token') })).body.code).toBe('TOKEN_INVALID');
      expect((await c.post('/profile/confirmEmail', { token: linkToken(second!, 'token') })).body.code).toBe('TOKEN_INVALID');
      expect((await c.post('/profile/confirmEmail', { token: linkToken(latest!, 'token') })).status).toBe(200);
    });

    it('answers the same for unknown and confirmed e-mails and sends them nothing', async () => {
      const c = client(h);
      const unknown = uniqueEmail('ghost');
      const res = await c.post('/profile/resendConfirmEmail', { email: unknown });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const confirmed = await signUp(h, c);
      await clearLimit(h, `mail-cooldown:confirm-email:${confirmed.email}`);
      expect((await c.post('/profile/resendConfirmEmail', { email: confirmed.email })).status).toBe(200);
      // Letters with links are queued by the call itself: nothing was queued for either.
      const jobs = await h.app.get<Queue>(getQueueToken('email')).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
      const recipients = jobs.map((job) => job.data.to);
      expect(recipients).not.toContain(unknown);
      expect(recipients.filter((to) => to === confirmed.email)).toHaveLength(1);
      expect(await messages(h, unknown)).toEqual([]);
    });

    it('validates the e-mail', async () => {
      const c = client(h);
      const res = await c.post('/profile/resendConfirmEmail', { email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ email: 'Невалидный адрес!' });
      expect((await c.post('/profile/resendConfirmEmail', {})).body.fields).toEqual({ email: 'Обязательное поле' });
      expect((await c.post('/profile/resendConfirmEmail', { email: `${'a'.repeat(95)}@example.com` })).body.fields).toEqual({
        email: 'Длина поля превышена',
      });
    });
  });

  describe('POST /profile/loginUser', () => {
    it('signs in by e-mail (any case, field identifier or email) and updates the language', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const res = await c.post('/profile/loginUser', { identifier: account.email.toUpperCase(), password: PASSWORD }, { lang: 'uk' });
      expect(res.status).toBe(200);
      expect(res.body.user_data).toMatchObject({ email: account.email, is_confirm_email: 1, lang: 'uk' });
      expect(res.body.user_data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The account's letters follow the language of the latest sign-in, which the reply reports.
      const storedLang = async () => (await sql<{ lang: string }>(h, 'select lang from identity_user where id = ?', [account.id]))[0]!.lang;
      expect(await storedLang()).toBe('uk');
      const viaEmail = await c.post('/profile/loginUser', { email: account.email, password: PASSWORD }, { lang: 'en' });
      expect(viaEmail.status).toBe(200);
      expect(viaEmail.body.user_data.lang).toBe('en');
      expect(await storedLang()).toBe('en');
      const viaLogin = await c.post('/profile/loginUser', { login: account.email, password: PASSWORD });
      expect(viaLogin.status).toBe(200);
    });

    it('stores sessions only as hashes that expire: a day, or 30 days with remember', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const short = await c.post('/profile/loginUser', { identifier: account.email, password: PASSWORD });
      const long = await c.post('/profile/loginUser', { identifier: account.email, password: PASSWORD, remember: true });
      const rows = await sql<{ token_hash: string; remember: boolean; ttl: number }>(
        h,
        'select token_hash, remember, extract(epoch from expires_at - created_at)::int as ttl from identity_session where user_id = ? order by created_at',
        [account.id],
      );
      expect(rows.map((r) => [r.remember, r.ttl])).toEqual([
        [false, 86_400],
        [false, 86_400],
        [true, 30 * 86_400],
      ]);
      const tokens = [account.token, short.body.user_data.token as string, long.body.user_data.token as string];
      for (const row of rows) for (const token of tokens) expect(row.token_hash).not.toContain(token);
    });

    it('gives an unconfirmed account no token, only a fresh confirmation e-mail', async () => {
      const c = client(h);
      const email = uniqueEmail('unconfirmed');
      await c.post('/profile/registration', { email, password: PASSWORD });
      await waitForMessages(h, email);
      await clearLimit(h, `mail-cooldown:confirm-email:${email}`);
      const res = await c.post('/profile/loginUser', { identifier: email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user_data).toMatchObject({ email, is_confirm_email: 0 });
      expect(res.body.user_data.token).toBeUndefined();
      await waitForMessages(h, email, 2, 'a fresh confirmation e-mail');
      expect(
        await sql(h, "select id from outbox where type = 'EmailConfirmationRequested' and payload->>'email' = ?", [email]),
      ).toHaveLength(2);
      expect(
        await sql(h, 'select id from identity_session where user_id = (select id from identity_user where email = ?)', [email]),
      ).toEqual([]);
    });

    it('refuses a wrong password or an unknown account with the same 401', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const wrong = await c.post('/profile/loginUser', { identifier: account.email, password: 'Wrong-password-1' });
      const unknown = await c.post('/profile/loginUser', { identifier: uniqueEmail('nobody'), password: PASSWORD });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ ok: false, error: true, code: 'INVALID_CREDENTIALS', msg: 'Неверный логин или пароль' });
      }
    });

    it('validates the identifier and password with the specification texts', async () => {
      const c = client(h);
      expect((await c.post('/profile/loginUser', {})).body.fields).toEqual({
        identifier: 'Обязательное поле',
        password: 'Обязательное поле',
      });
      expect((await c.post('/profile/loginUser', { identifier: 'abc', password: '1234567' })).body.fields).toEqual({
        identifier: 'Неверный формат поля',
        password: 'Длина пароля должна быть не менее 8 символов',
      });
      expect((await c.post('/profile/loginUser', { identifier: '09912345', password: PASSWORD })).body.fields).toEqual({
        identifier: 'Неверный формат поля',
      });
      const long = await c.post(
        '/profile/loginUser',
        { identifier: `${'a'.repeat(95)}@example.com`, password: 'y'.repeat(51) },
        { lang: 'en' },
      );
      expect(long.body.fields).toEqual({ identifier: 'Field length exceeded', password: 'Field length exceeded' });
    });

    it('throttles failures per account long before 100 an hour, even from many addresses', async () => {
      const account = await signUp(h);
      for (let i = 0; i < 10; i += 1) {
        expect((await client(h).post('/profile/loginUser', { identifier: account.email, password: `Wrong-pass-${i}` })).status).toBe(401);
      }
      const locked = await client(h).post('/profile/loginUser', { identifier: account.email, password: PASSWORD });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    }, 60_000);

    it('throttles failures per address across accounts', async () => {
      const c = client(h);
      for (let i = 0; i < 30; i += 1) {
        expect((await c.post('/profile/loginUser', { identifier: uniqueEmail('spray'), password: PASSWORD })).status).toBe(401);
      }
      const refused = await c.post('/profile/loginUser', { identifier: uniqueEmail('spray'), password: PASSWORD });
      expect(refused.status).toBe(429);
    }, 60_000);
  });

  describe('GET /profile/get_userInfo and POST /profile/logoutUser', () => {
    it('answers user_data for the header token and the legacy token query parameter', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const res = await c.get('/profile/get_userInfo', { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body.user_data).toEqual({
        id: account.id,
        email: account.email,
        is_confirm_email: 1,
        lname: null,
        name: null,
        sname: null,
        birth_date: null,
        gender_id: null,
        phone: null,
        tel: null,
        is_confirm_phone: 0,
        is_profile_created: 0,
        otherEmails: [],
        otherPhones: [],
        socials: [],
        is_verifier: 0,
        is_admin: 0,
        role: 'user',
        office_presence_status: null,
        files: [],
        step: 0,
        lang: 'ru',
        company: null,
      });
      const legacy = await c.get(`/profile/get_userInfo?token=${account.token}`);
      expect(legacy.body.user_data.id).toBe(account.id);
    });

    it('answers 401 without a token, with a wrong one, or after the session expired', async () => {
      const c = client(h);
      const none = await c.get('/profile/get_userInfo');
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ ok: false, error: true, code: 'UNAUTHORIZED', msg: 'Требуется авторизация' });
      expect((await c.get('/profile/get_userInfo', { token: 'A'.repeat(43) })).status).toBe(401);
      expect((await c.get('/profile/get_userInfo', { token: 'short' })).status).toBe(401);

      const account = await signUp(h, c);
      await sql(h, "update identity_session set expires_at = now() - interval '1 second' where user_id = ?", [account.id]);
      expect((await c.get('/profile/get_userInfo', { token: account.token })).status).toBe(401);
    });

    it('ends only this session on logout', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const other = (await c.post('/profile/loginUser', { identifier: account.email, password: PASSWORD })).body.user_data.token as string;
      const res = await c.post('/profile/logoutUser', {}, { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect((await c.get('/profile/get_userInfo', { token: account.token })).status).toBe(401);
      expect((await c.post('/profile/logoutUser', {}, { token: account.token })).status).toBe(401);
      expect((await c.get('/profile/get_userInfo', { token: other })).status).toBe(200);
    });
  });

  it('delivers every queued message of this file (the worker drains the outbox)', async () => {
    await waitFor(
      async () => (await sql<{ n: number }>(h, 'select count(*)::int as n from outbox where dispatched_at is null'))[0]!.n === 0,
      {
        what: 'the outbox to drain',
      },
    );
  });
});
