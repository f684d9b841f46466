import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  clearLimit,
  client,
  type Harness,
  messages,
  redis,
  smsCode,
  sql,
  uniquePhone,
  useHarness,
  waitForMessages,
} from '../../support/harness.js';
import { confirmPhone, signUp, withProfile } from './support.js';
import { waitFor } from '../../support/wait-for.js';

describe('phone confirmation by SMS code', () => {
  let h: Harness;
  useHarness((started) => (h = started));

  /** Lets the 90-second resend cooldown of a user and phone pass. */
  const cooldownPasses = (userId: string, phone: string) => clearLimit(h, `code-cooldown:confirm-phone:${userId}:${phone}`);

  async function sendCode(token: string, phone: string, c = client(h)): Promise<string> {
    const before = (await messages(h, phone)).length;
    const res = await c.post('/profile/confirmPhoneSendSms', { phone }, { token });
    expect(res.status).toBe(200);
    const [sms] = await waitForMessages(h, phone, before + 1);
    return smsCode(sms!);
  }

  describe('POST /profile/confirmPhoneSendSms', () => {
    it('queues a six-digit code in the user language and stores only its hash', async () => {
      const c = client(h);
      const account = await signUp(h, c, { lang: 'en' });
      const phone = uniquePhone();
      const res = await c.post('/profile/confirmPhoneSendSms', { phone: `+38 ${phone}` }, { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const [sms] = await waitForMessages(h, phone);
      expect(sms!.channel).toBe('sms');
      expect(sms!.text).toMatch(/^Kadry: your confirmation code is \d{6}\. Do not share it\.$/);
      const code = smsCode(sms!);

      const rows = await sql<{ id: string; code_hash: string; phone: string; purpose: string; ttl: number }>(
        h,
        'select id, code_hash, phone, purpose, extract(epoch from expires_at - created_at)::int as ttl from identity_code where user_id = ?',
        [account.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ phone, purpose: 'confirm-phone', ttl: 600 });
      expect(rows[0]!.code_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.code_hash).not.toContain(code);
      const events = await sql<{ type: string; payload: unknown }>(
        h,
        "select type, payload from outbox where payload->>'userId' = ? and type = 'PhoneCodeRequested'",
        [account.id],
      );
      expect(events).toHaveLength(1);
      expect(JSON.stringify(events)).not.toContain(code);
      // The job keeps the code only sealed, and only until the SMS left.
      const job = await waitFor(
        async () => {
          const found = await h.app.get<Queue>(getQueueToken('sms')).getJob(`sms-code.${rows[0]!.id}`);
          return (await found?.getState()) === 'completed' && found?.data.sealed === undefined && found;
        },
        { what: 'the sealed code to be dropped from the job' },
      );
      expect(JSON.stringify(job.data)).not.toContain(code);
      expect(job.data.to).toBe(phone);
    });

    it('resends not before 90 s (429 with the seconds left)', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      await sendCode(account.token, phone, c);
      const early = await c.post('/profile/confirmPhoneSendSms', { phone }, { token: account.token, lang: 'en' });
      expect(early.status).toBe(429);
      const wait = Number(early.headers['retry-after']);
      expect(wait).toBeGreaterThan(80);
      expect(wait).toBeLessThanOrEqual(90);
      expect(early.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', msg: `Too many attempts. Try again in ${wait} s` });
    });

    it('sends at most 5 SMS an hour to one phone, from any address', async () => {
      const account = await signUp(h);
      const phone = uniquePhone();
      for (let i = 0; i < 5; i += 1) {
        expect((await client(h).post('/profile/confirmPhoneSendSms', { phone }, { token: account.token })).status).toBe(200);
        await cooldownPasses(account.id, phone);
      }
      const refused = await client(h).post('/profile/confirmPhoneSendSms', { phone }, { token: account.token });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }, 30_000);

    it('sends at most 10 SMS an hour for one address', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      for (let i = 0; i < 10; i += 1)
        expect((await c.post('/profile/confirmPhoneSendSms', { phone: uniquePhone() }, { token: account.token })).status).toBe(200);
      expect((await c.post('/profile/confirmPhoneSendSms', { phone: uniquePhone() }, { token: account.token })).status).toBe(429);
    }, 30_000);

    it('tells of a phone confirmed by someone else only to whoever enters its code; refuses the own confirmed phone and a second phone once confirmed', async () => {
      const c = client(h);
      const owner = await signUp(h, c);
      const phone = uniquePhone();
      await confirmPhone(h, c, owner.token, phone);

      const other = await signUp(h, c);
      const code = await sendCode(other.token, phone, c);
      const taken = await c.post('/profile/confirmPhone', { confirm_phone_code: code }, { token: other.token });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('PHONE_TAKEN');
      expect((await c.get('/profile/get_userInfo', { token: other.token })).body.user_data).toMatchObject({ is_confirm_phone: 0 });
      const again = await c.post('/profile/confirmPhoneSendSms', { phone }, { token: owner.token });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'PHONE_ALREADY_CONFIRMED', msg: 'Телефон уже подтверждён' });
      const second = await c.post('/profile/confirmPhoneSendSms', { phone: uniquePhone() }, { token: owner.token });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('PHONE_LOCKED');
    });

    it('validates the phone and needs a session', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      expect((await c.post('/profile/confirmPhoneSendSms', {}, { token: account.token })).body.fields).toEqual({
        phone: 'Обязательное поле',
      });
      expect((await c.post('/profile/confirmPhoneSendSms', { phone: '099 12' }, { token: account.token })).body.fields).toEqual({
        phone: 'Некорректный телефон',
      });
      expect((await c.post('/profile/confirmPhoneSendSms', { phone: '099 12' }, { token: account.token, lang: 'uk' })).body.fields).toEqual(
        { phone: 'Некоректний телефон' },
      );
      expect((await c.post('/profile/confirmPhoneSendSms', { phone: uniquePhone() })).status).toBe(401);
    });
  });

  describe('POST /profile/confirmPhone', () => {
    it('confirms the phone the code was sent to', async () => {
      const c = client(h);
      const account = await withProfile(h, c);
      const code = await sendCode(account.token, account.phone, c);
      const res = await c.post('/profile/confirmPhone', { confirm_phone_code: Number(code) }, { token: account.token });
      expect(res.status).toBe(200);
      expect(res.body.user_data).toMatchObject({ phone: account.phone, is_confirm_phone: 1 });
      const events = await sql<{ type: string }>(h, "select type from outbox where payload->>'userId' = ? and type = 'PhoneConfirmed'", [
        account.id,
      ]);
      expect(events).toHaveLength(1);
    });

    it('confirms before the profile exists (the profile form flow)', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      const code = await sendCode(account.token, phone, c);
      const res = await c.post('/profile/confirmPhone', { confirm_phone_code: code }, { token: account.token });
      expect(res.body.user_data).toMatchObject({ phone, is_confirm_phone: 1, is_profile_created: 0 });
    });

    it('refuses a wrong code, and after five wrong attempts even the right one', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      const code = await sendCode(account.token, phone, c);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i += 1) {
        const res = await c.post('/profile/confirmPhone', { confirm_phone_code: wrong }, { token: account.token });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'CODE_INVALID', msg: 'Неверный код', fields: { confirm_phone_code: 'Неверный код' } });
      }
      const exhausted = await c.post('/profile/confirmPhone', { confirm_phone_code: code }, { token: account.token });
      expect(exhausted.status).toBe(429);
      expect(exhausted.body.code).toBe('CODE_ATTEMPTS_EXCEEDED');
      expect(Number(exhausted.headers['retry-after'])).toBeGreaterThan(0);
      expect((await sql<{ attempts: number }>(h, 'select attempts from identity_code where user_id = ?', [account.id]))[0]!.attempts).toBe(
        5,
      );
      expect((await c.get('/profile/get_userInfo', { token: account.token })).body.user_data.is_confirm_phone).toBe(0);

      // A new code (after the cooldown) works again.
      await cooldownPasses(account.id, phone);
      const fresh = await sendCode(account.token, phone, c);
      expect((await c.post('/profile/confirmPhone', { confirm_phone_code: fresh }, { token: account.token })).status).toBe(200);
    }, 30_000);

    it('refuses an expired code, a used code and a replaced code', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      const first = await sendCode(account.token, phone, c);
      await cooldownPasses(account.id, phone);
      const second = await sendCode(account.token, phone, c);
      if (first !== second) {
        const replaced = await c.post('/profile/confirmPhone', { confirm_phone_code: first }, { token: account.token });
        expect(replaced.status).toBe(400);
        expect(replaced.body.code).toBe('CODE_INVALID');
      }
      await sql(h, "update identity_code set expires_at = now() - interval '1 second' where user_id = ? and consumed_at is null", [
        account.id,
      ]);
      const expired = await c.post('/profile/confirmPhone', { confirm_phone_code: second }, { token: account.token });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ code: 'CODE_EXPIRED', msg: 'Код недействителен или истёк. Запросите новый код' });

      await cooldownPasses(account.id, phone);
      const third = await sendCode(account.token, phone, c);
      expect((await c.post('/profile/confirmPhone', { confirm_phone_code: third }, { token: account.token })).status).toBe(200);
      const reused = await c.post('/profile/confirmPhone', { confirm_phone_code: third }, { token: account.token });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('CODE_EXPIRED');
    }, 30_000);

    it("does not accept another user's code", async () => {
      const c = client(h);
      const alice = await signUp(h, c);
      const bob = await signUp(h, c);
      const phone = uniquePhone();
      const code = await sendCode(alice.token, phone, c);
      const stolen = await c.post('/profile/confirmPhone', { confirm_phone_code: code }, { token: bob.token });
      expect(stolen.status).toBe(400);
      expect(stolen.body.code).toBe('CODE_EXPIRED');
      expect((await c.get('/profile/get_userInfo', { token: bob.token })).body.user_data).toMatchObject({
        phone: null,
        is_confirm_phone: 0,
      });
      expect((await c.post('/profile/confirmPhone', { confirm_phone_code: code }, { token: alice.token })).status).toBe(200);
    });

    it('validates the code: required, six digits', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      expect((await c.post('/profile/confirmPhone', {}, { token: account.token })).body.fields).toEqual({
        confirm_phone_code: 'Обязательное поле',
      });
      expect((await c.post('/profile/confirmPhone', { confirm_phone_code: '12345' }, { token: account.token })).body.fields).toEqual({
        confirm_phone_code: 'Введите 6 цифр кода',
      });
      expect(
        (await c.post('/profile/confirmPhone', { confirm_phone_code: '12a456' }, { token: account.token, lang: 'en' })).body.fields,
      ).toEqual({
        confirm_phone_code: 'Enter the 6-digit code',
      });
      expect((await c.post('/profile/confirmPhone', { confirm_phone_code: '123456' })).status).toBe(401);
    });

    it('throttles wrong codes per address', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      await redis(h).set(`identity:code-fail:ip:${c.ip}`, '30', 'EX', 3600);
      const res = await c.post('/profile/confirmPhone', { confirm_phone_code: '123456' }, { token: account.token });
      expect(res.status).toBe(429);
    });
  });
});
