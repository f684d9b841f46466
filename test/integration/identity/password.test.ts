import { MikroORM } from '@mikro-orm/postgresql';
import { createConfirmedAccount } from '../../../src/identity/provisioning/accounts.js';
import {
  clearLimit,
  client,
  type Harness,
  linkToken,
  messages,
  smsCode,
  sql,
  uniqueEmail,
  uniquePhone,
  useHarness,
  waitForMessages,
} from '../../support/harness.js';
import { confirmPhone, PASSWORD, signUp } from './support.js';

const NEW_PASSWORD = 'Brand-new-pass-9';

describe('password recovery and change', () => {
  let h: Harness;
  useHarness((started) => (h = started));

  const login = (identifier: string, password: string) => client(h).post('/profile/loginUser', { identifier, password });
  const passwordChangedMail = async (email: string, count: number) =>
    (await waitForMessages(h, email, count, 'the password-changed e-mail')).find((m) => m.subject === 'Пароль Kadry изменён');

  describe('by e-mail', () => {
    it('sends a 30-minute single-use link; the reset ends every session and is announced', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const second = (await login(account.email, PASSWORD)).body.user_data.token as string;

      const res = await c.post('/profile/forgotPassword', { email: account.email, ref: 'http://localhost:5173' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const [mail] = await waitForMessages(h, account.email, 2);
      expect(mail!.subject).toBe('Восстановление пароля Kadry');
      // PUBLIC_URL's origin, whatever ref the caller sent.
      expect(mail!.text).toMatch(
        new RegExp(
          `${new URL(h.config.publicUrl).origin.replace(/[.]/g, '\\.')}/recovery-password\\?reset_password_token=[A-Za-z0-9_-]{43}`,
        ),
      );
      const token = linkToken(mail!, 'reset_password_token');
      const [row] = await sql<{ ttl: number }>(
        h,
        "select extract(epoch from expires_at - created_at)::int as ttl from identity_token where purpose = 'reset-password' and user_id = ?",
        [account.id],
      );
      expect(row!.ttl).toBe(1800);
      expect(JSON.stringify(await sql(h, 'select payload from outbox'))).not.toContain(token);

      const reset = await c.post('/profile/resetPassword', { new_password: NEW_PASSWORD, reset_password_token: token });
      expect(reset.status).toBe(200);
      expect((await c.get('/profile/get_userInfo', { token: account.token })).status).toBe(401);
      expect((await c.get('/profile/get_userInfo', { token: second })).status).toBe(401);
      expect((await login(account.email, PASSWORD)).status).toBe(401);
      expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
      expect(await passwordChangedMail(account.email, 3)).toBeDefined();

      const reused = await c.post('/profile/resetPassword', { new_password: 'Another-pass-1', reset_password_token: token });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ code: 'TOKEN_INVALID', fields: { reset_password_token: 'Ссылка недействительна или устарела' } });
    });

    it('answers the same for an unknown e-mail and sends nothing; 429 within 90 s either way', async () => {
      const c = client(h);
      const unknown = uniqueEmail('nobody');
      const known = await signUp(h, c);
      const a = await c.post('/profile/forgotPassword', { email: unknown });
      const b = await c.post('/profile/forgotPassword', { email: known.email });
      expect([a.status, a.body]).toEqual([200, { ok: true }]);
      expect([b.status, b.body]).toEqual([200, { ok: true }]);
      const again = [
        await c.post('/profile/forgotPassword', { email: unknown }),
        await c.post('/profile/forgotPassword', { email: known.email }),
      ];
      expect(again.map((r) => r.status)).toEqual([429, 429]);
      await waitForMessages(h, known.email, 2);
      expect(await messages(h, unknown)).toEqual([]);
    });

    it('refuses an expired or unknown reset token and keeps the password', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      await c.post('/profile/forgotPassword', { email: account.email });
      const [mail] = await waitForMessages(h, account.email, 2);
      await sql(h, "update identity_token set expires_at = now() - interval '1 second' where purpose = 'reset-password' and user_id = ?", [
        account.id,
      ]);
      const expired = await c.post('/profile/resetPassword', {
        new_password: NEW_PASSWORD,
        reset_password_token: linkToken(mail!, 'reset_password_token'),
      });
      expect(expired.status).toBe(400);
      expect(expired.body.code).toBe('TOKEN_INVALID');
      expect((await c.post('/profile/resetPassword', { new_password: NEW_PASSWORD, reset_password_token: 'Z'.repeat(43) })).body.code).toBe(
        'TOKEN_INVALID',
      );
      expect((await c.get('/profile/get_userInfo', { token: account.token })).status).toBe(200);
      expect((await login(account.email, PASSWORD)).status).toBe(200);
    });

    it('validates the forgot and reset forms', async () => {
      const c = client(h);
      expect((await c.post('/profile/forgotPassword', {})).body.fields).toEqual({ email: 'Обязательное поле' });
      expect((await c.post('/profile/forgotPassword', { email: 'nope' })).body.fields).toEqual({ email: 'Неверный формат поля' });
      expect((await c.post('/profile/forgotPassword', { email: `${'a'.repeat(95)}@example.com` }, { lang: 'en' })).body.fields).toEqual({
        email: 'Field length exceeded',
      });
      expect((await c.post('/profile/forgotPassword', { phone: '12' })).body.fields).toEqual({ phone: 'Некорректный телефон' });
      expect((await c.post('/profile/forgotPassword', { identifier: '0991' })).body.fields).toEqual({ phone: 'Некорректный телефон' });
      expect((await c.post('/profile/resetPassword', {})).body.fields).toEqual({
        new_password: 'Обязательное поле',
        reset_password_token: 'Обязательное поле',
      });
      expect((await c.post('/profile/resetPassword', { new_password: 'short', reset_password_token: 'x' })).body.fields).toEqual({
        new_password: 'Длина пароля должна быть не менее 8 символов',
      });
      expect(
        (await c.post('/profile/resetPassword', { new_password: NEW_PASSWORD, password_repeat: 'Other-one-1', reset_password_token: 'x' }))
          .body.fields,
      ).toEqual({
        password_repeat: 'Пароли не совпадают',
      });
    });
  });

  describe('by phone', () => {
    async function accountWithPhone() {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      await confirmPhone(h, c, account.token, phone);
      return { ...account, phone };
    }

    it('sends an SMS code that becomes a reset token', async () => {
      const c = client(h);
      const account = await accountWithPhone();
      const res = await c.post('/profile/forgotPassword', { phone: `+38 ${account.phone}` });
      expect(res.status).toBe(200);
      const [sms] = await waitForMessages(h, account.phone, 2);
      // Unlike the phone confirmation's SMS, this one says a reset was requested.
      expect(sms!.text).toMatch(/^Kadry: запрошен сброс пароля\. Код \d{6}\./);
      const exchange = await c.post('/profile/resetPasswordConfirmPhone', {
        phone: account.phone,
        confirm_phone_code: Number(smsCode(sms!)),
      });
      expect(exchange.status).toBe(200);
      expect(exchange.body.reset_password_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(
        (await c.post('/profile/resetPassword', { new_password: NEW_PASSWORD, reset_password_token: exchange.body.reset_password_token }))
          .status,
      ).toBe(200);
      expect((await login(account.phone, NEW_PASSWORD)).status).toBe(200);
      expect((await c.get('/profile/get_userInfo', { token: account.token })).status).toBe(401);

      const reused = await c.post('/profile/resetPasswordConfirmPhone', { phone: account.phone, confirm_phone_code: smsCode(sms!) });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('CODE_INVALID');
    });

    it('answers an unknown phone like a known one: no SMS, a wrong-code answer, 429 after five tries', async () => {
      const known = await accountWithPhone();
      const unknown = uniquePhone();
      for (const phone of [known.phone, unknown]) {
        const c = client(h);
        expect((await c.post('/profile/forgotPassword', { phone })).status).toBe(200);
        for (let i = 0; i < 5; i += 1) {
          const res = await client(h).post('/profile/resetPasswordConfirmPhone', { phone, confirm_phone_code: '000000' });
          expect([res.status, res.body.code]).toEqual([400, 'CODE_INVALID']);
        }
        const blocked = await client(h).post('/profile/resetPasswordConfirmPhone', { phone, confirm_phone_code: '000000' });
        expect([blocked.status, blocked.body.code]).toEqual([429, 'CODE_ATTEMPTS_EXCEEDED']);
        expect((await c.post('/profile/forgotPassword', { phone })).status).toBe(429);
      }
      expect(await messages(h, unknown)).toEqual([]);
    }, 30_000);

    it('refuses an expired code', async () => {
      const c = client(h);
      const account = await accountWithPhone();
      await c.post('/profile/forgotPassword', { phone: account.phone });
      const [sms] = await waitForMessages(h, account.phone, 2);
      await sql(h, "update identity_code set expires_at = now() - interval '1 second' where purpose = 'reset-password' and user_id = ?", [
        account.id,
      ]);
      const res = await c.post('/profile/resetPasswordConfirmPhone', { phone: account.phone, confirm_phone_code: smsCode(sms!) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('CODE_INVALID');
    });

    it('validates the phone and the code', async () => {
      const c = client(h);
      expect((await c.post('/profile/resetPasswordConfirmPhone', {})).body.fields).toEqual({
        phone: 'Обязательное поле',
        confirm_phone_code: 'Обязательное поле',
      });
      expect((await c.post('/profile/resetPasswordConfirmPhone', { phone: '1', confirm_phone_code: '1' })).body.fields).toEqual({
        phone: 'Некорректный телефон',
        confirm_phone_code: 'Введите 6 цифр кода',
      });
    });
  });

  describe('POST /profile/changePassword', () => {
    it('changes the password, ends the other sessions, keeps this one and announces it', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      // Signing in keeps the account's language: the letter follows the last one used.
      const other = (await c.post('/profile/loginUser', { identifier: account.email, password: PASSWORD }, { lang: 'en' })).body.user_data
        .token as string;
      const res = await c.post(
        '/profile/changePassword',
        { currentPassword: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
        { token: account.token },
      );
      expect(res.status).toBe(200);
      expect((await c.get('/profile/get_userInfo', { token: account.token })).status).toBe(200);
      expect((await c.get('/profile/get_userInfo', { token: other })).status).toBe(401);
      const mails = await waitForMessages(h, account.email, 2);
      expect(mails[0]!.subject).toBe('Your Kadry password was changed');
      expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong current password (and counts it like a failed login)', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const wrong = await c.post(
        '/profile/changePassword',
        { currentPassword: 'Not-my-password', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
        { token: account.token },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', fields: { currentPassword: 'Неверный текущий пароль' } });
      for (let i = 0; i < 9; i += 1) {
        await c.post(
          '/profile/changePassword',
          { currentPassword: `Not-my-password-${i}`, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
          { token: account.token },
        );
      }
      const locked = await c.post(
        '/profile/changePassword',
        { currentPassword: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
        { token: account.token },
      );
      expect(locked.status).toBe(429);
      expect((await login(account.email, PASSWORD)).status).toBe(429);
      await clearLimit(h, `login:acct:${account.id}`);
      expect((await login(account.email, PASSWORD)).status).toBe(200);
    }, 30_000);

    it('validates the form and needs a session', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      expect((await c.post('/profile/changePassword', {}, { token: account.token })).body.fields).toEqual({
        currentPassword: 'Обязательное поле',
        password: 'Обязательное поле',
        password_repeat: 'Обязательное поле',
      });
      expect(
        (
          await c.post(
            '/profile/changePassword',
            { currentPassword: PASSWORD, password: 'short', password_repeat: 'short' },
            { token: account.token },
          )
        ).body.fields,
      ).toEqual({
        password: 'Длина пароля должна быть не менее 8 символов',
      });
      expect(
        (
          await c.post(
            '/profile/changePassword',
            { currentPassword: PASSWORD, password: NEW_PASSWORD, password_repeat: 'Brand-new-pass-8' },
            { token: account.token },
          )
        ).body.fields,
      ).toEqual({ password_repeat: 'Пароли не совпадают' });
      expect(
        (await c.post('/profile/changePassword', { currentPassword: PASSWORD, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }))
          .status,
      ).toBe(401);
      expect((await login(account.email, PASSWORD)).status).toBe(200);
    });
  });

  describe('POST /verifier/updatePassword', () => {
    it('lets a verifier change the password, and no one else', async () => {
      const c = client(h);
      const email = uniqueEmail('verifier');
      await createConfirmedAccount(h.app.get(MikroORM).em.fork(), { email, password: PASSWORD, role: 'verifier' });
      const token = (await login(email, PASSWORD)).body.user_data.token as string;
      const other = (await login(email, PASSWORD)).body.user_data.token as string;

      expect((await c.post('/verifier/updatePassword', {}, { token })).body.fields).toEqual({
        currentPassword: 'Обязательное поле',
        newPassword: 'Обязательное поле',
      });
      const wrong = await c.post('/verifier/updatePassword', { currentPassword: 'Wrong-password', newPassword: NEW_PASSWORD }, { token });
      expect(wrong.body.code).toBe('WRONG_PASSWORD');
      expect((await c.post('/verifier/updatePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token })).status).toBe(
        200,
      );
      expect((await c.get('/profile/get_userInfo', { token: other })).status).toBe(401);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);

      const user = await signUp(h, c);
      const refused = await c.post(
        '/verifier/updatePassword',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        { token: user.token },
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', msg: 'Доступ запрещён' });
      expect((await c.post('/verifier/updatePassword', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
      expect((await login(user.email, PASSWORD)).status).toBe(200);
    });
  });
});
