import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type request from 'supertest';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { argon2Work } from '../../../src/shared/domain/argon2.js';
import { waitFor } from '../../support/wait-for.js';
import { client, smsCode, sql, startHarness, uniqueEmail, uniquePhone, waitForMessages, type Harness } from '../../support/harness.js';
import { confirmPhone, PASSWORD, profileBody, signUp, withProfile } from './support.js';

/**
 * Issue 7 item 7 (ASVS 5.0 6.3.8): no answer tells whether an e-mail or a phone has an account.
 * Timing is compared by the work done, not by a clock: a known and an unknown target must run the
 * same number of argon2 computations (bench/identity-enumeration.ts measures the times).
 */
describe('answers do not tell whether an account exists', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** The answer and the argon2 runs of one call. */
  async function measured(call: () => Promise<request.Response>): Promise<{ status: number; body: unknown; work: number }> {
    const before = argon2Work();
    const res = await call();
    return { status: res.status, body: res.body, work: argon2Work() - before };
  }

  const dispatched = (type: string, email: string) =>
    waitFor(
      async () => {
        const rows = await sql<{ pending: number; total: number }>(
          h,
          "select count(*) filter (where dispatched_at is null)::int as pending, count(*)::int as total from outbox where type = ? and payload->>'email' = ?",
          [type, email],
        );
        return rows[0]!.total > 0 && rows[0]!.pending === 0;
      },
      { what: `${type} events for ${email} to be handled` },
    );

  describe('registration', () => {
    it('answers a taken e-mail exactly like a new one after the same argon2 work, and tells the owner by e-mail', async () => {
      const owner = await signUp(h, client(h), { lang: 'en' });
      const fresh = await measured(() => client(h).post('/profile/registration', { email: uniqueEmail('new'), password: PASSWORD }));
      const taken = await measured(() =>
        client(h).post('/profile/registration', { email: owner.email.toUpperCase(), password: 'Another-pass-2' }),
      );
      expect(fresh).toEqual({ status: 200, body: { ok: true }, work: 1 });
      expect(taken).toEqual(fresh);

      // The owner hears of it in the account's language; no link and no second account.
      const notice = (await waitForMessages(h, owner.email, 2)).find(
        (m) => m.subject === 'Someone tried to register with your e-mail at Kadry',
      );
      expect(notice?.text).toContain('You already have an account with this address');
      expect(notice?.text).not.toMatch(/token=/);
      expect(await sql(h, 'select id from identity_user where lower(email) = ?', [owner.email])).toHaveLength(1);
      expect((await client(h).post('/profile/loginUser', { identifier: owner.email, password: PASSWORD })).status).toBe(200);

      // A second attempt within the hour is answered alike but mails the owner nothing more.
      expect((await client(h).post('/profile/registration', { email: owner.email, password: 'Third-pass-3' })).body).toEqual({ ok: true });
      await dispatched('RegistrationAttempted', owner.email);
      const jobs = await h.app.get<Queue>(getQueueToken('email')).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
      expect(jobs.filter((job) => job.data.to === owner.email && job.data.template === 'email.registration-attempt')).toHaveLength(1);
    }, 60_000);

    it('answers the owner of an unconfirmed account alike too', async () => {
      const email = uniqueEmail('pending');
      const first = await client(h).post('/profile/registration', { email, password: PASSWORD });
      const again = await client(h).post('/profile/registration', { email, password: PASSWORD });
      expect([again.status, again.body]).toEqual([first.status, first.body]);
    }, 30_000);

    it('a resend right after a registration answers like one for an unknown address', async () => {
      const c = client(h);
      const registered = uniqueEmail('just');
      const unknown = uniqueEmail('ghost');
      expect((await c.post('/profile/registration', { email: registered, password: PASSWORD })).status).toBe(200);
      const answers = [
        await c.post('/profile/resendConfirmEmail', { email: registered }),
        await c.post('/profile/resendConfirmEmail', { email: unknown }),
      ];
      expect(answers.map((r) => [r.status, r.body])).toEqual([
        [200, { ok: true }],
        [200, { ok: true }],
      ]);
      const early = [
        await c.post('/profile/resendConfirmEmail', { email: registered }),
        await c.post('/profile/resendConfirmEmail', { email: unknown }),
      ];
      expect(early.map((r) => r.status)).toEqual([429, 429]);
      expect(Number(early[0]!.headers['retry-after'])).toBeCloseTo(Number(early[1]!.headers['retry-after']), -1);
    }, 30_000);
  });

  describe('password recovery by e-mail', () => {
    /**
     * The answer and the work of one call for `email`: letters sealed and written, and queue round
     * trips (counted by recipient and id: the worker beside the API queues other letters meanwhile).
     */
    async function worked(
      email: string,
      call: () => Promise<request.Response>,
    ): Promise<{ status: number; body: unknown; work: Record<string, number> }> {
      const queue = h.app.get<Queue>(getQueueToken('email'));
      const sealed = jest.spyOn(h.app.get(NotificationQueue), 'stage');
      const added = jest.spyOn(queue, 'add');
      const asked = jest.spyOn(queue, 'getJobState');
      try {
        const res = await call();
        const work = {
          sealed: sealed.mock.calls.filter(([, message]) => message.to === email).length,
          queueTrips:
            added.mock.calls.filter(([, data]) => data.to === email).length +
            asked.mock.calls.filter(([id]) => id.startsWith('password-reset.')).length,
        };
        return { status: res.status, body: res.body, work };
      } finally {
        for (const spy of [sealed, added, asked]) spy.mockRestore();
      }
    }

    it('forgot-by-e-mail does the same work for a known and an unknown e-mail, and only the account gets a letter', async () => {
      const account = await signUp(h, client(h));
      const nobody = uniqueEmail('nobody');
      const known = await worked(account.email, () => client(h).post('/profile/forgotPassword', { email: account.email }));
      const unknown = await worked(nobody, () => client(h).post('/profile/forgotPassword', { email: nobody }));
      expect(known).toEqual({ status: 200, body: { ok: true }, work: { sealed: 1, queueTrips: 1 } });
      expect(unknown).toEqual(known);
      expect(await sql(h, 'select id from notification_message where recipient = ?', [nobody])).toEqual([]);
      const jobs = await h.app.get<Queue>(getQueueToken('email')).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
      expect(jobs.filter((job) => job.data.to === nobody)).toEqual([]);
      expect(jobs.filter((job) => job.data.to === account.email && job.data.template === 'email.password-reset')).toHaveLength(1);
    }, 30_000);
  });

  describe('password recovery by phone', () => {
    it('forgot-by-phone does the same work and answers the same for a known and an unknown phone', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      await confirmPhone(h, c, account.token, phone);
      const known = await measured(() => client(h).post('/profile/forgotPassword', { phone }));
      const unknown = await measured(() => client(h).post('/profile/forgotPassword', { phone: uniquePhone() }));
      expect(known).toEqual({ status: 200, body: { ok: true }, work: 1 });
      expect(unknown).toEqual(known);
    }, 30_000);

    it('a wrong reset code costs the same work for a known and an unknown phone', async () => {
      const c = client(h);
      const account = await signUp(h, c);
      const phone = uniquePhone();
      await confirmPhone(h, c, account.token, phone);
      expect((await c.post('/profile/forgotPassword', { phone })).status).toBe(200);
      const [sms] = await waitForMessages(h, phone, 2);
      const wrong = String(((Number(smsCode(sms!)) - 100_000 + 1) % 900_000) + 100_000);
      const known = await measured(() => client(h).post('/profile/resetPasswordConfirmPhone', { phone, confirm_phone_code: wrong }));
      const unknown = await measured(() =>
        client(h).post('/profile/resetPasswordConfirmPhone', { phone: uniquePhone(), confirm_phone_code: wrong }),
      );
      expect(known).toMatchObject({ status: 400, work: 1 });
      expect(unknown).toEqual(known);
    }, 30_000);
  });

  describe('sign-in', () => {
    it('a wrong password and an unknown account cost the same work', async () => {
      const account = await signUp(h);
      const known = await measured(() => client(h).post('/profile/loginUser', { identifier: account.email, password: 'Wrong-pass-9' }));
      const unknown = await measured(() =>
        client(h).post('/profile/loginUser', { identifier: uniqueEmail('nobody'), password: 'Wrong-pass-9' }),
      );
      expect(known).toMatchObject({ status: 401, work: 1 });
      expect(unknown).toEqual(known);
    }, 30_000);
  });

  describe('phones', () => {
    it("sending a code to another user's confirmed phone answers like any phone; only the code's holder learns of the conflict", async () => {
      const owner = await signUp(h);
      const phone = uniquePhone();
      await confirmPhone(h, client(h), owner.token, phone);
      const stranger = await signUp(h);
      const toTaken = await client(h).post('/profile/confirmPhoneSendSms', { phone }, { token: stranger.token });
      const toFree = await client(h).post('/profile/confirmPhoneSendSms', { phone: uniquePhone() }, { token: stranger.token });
      expect([toTaken.status, toTaken.body]).toEqual([200, { ok: true }]);
      expect([toFree.status, toFree.body]).toEqual([toTaken.status, toTaken.body]);
      // Profiles accept the phone alike (unconfirmed).
      const profile = await client(h).post('/profile/profileCreate', profileBody({ phone }), { token: stranger.token });
      expect(profile.status).toBe(200);
      expect(profile.body.user_data).toMatchObject({ phone, is_confirm_phone: 0 });
    }, 60_000);

    it('a stranger asking codes for your phone does not start your 90-second cooldown', async () => {
      const victim = await withProfile(h);
      const stranger = await signUp(h);
      expect((await client(h).post('/profile/confirmPhoneSendSms', { phone: victim.phone }, { token: stranger.token })).status).toBe(200);
      const own = await client(h).post('/profile/confirmPhoneSendSms', { phone: victim.phone }, { token: victim.token });
      expect(own.status).toBe(200);
      // Two codes reached the phone (in either order): the victim's own one confirms it.
      const codes = (await waitForMessages(h, victim.phone, 2)).map(smsCode);
      const outcomes = [];
      for (const code of codes)
        outcomes.push((await client(h).post('/profile/confirmPhone', { confirm_phone_code: code }, { token: victim.token })).status);
      expect(outcomes).toContain(200);
    }, 60_000);
  });
});
