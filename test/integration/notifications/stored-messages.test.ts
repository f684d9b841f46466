import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { client, linkToken, sql, startHarness, uniqueEmail, waitForMessages, type Harness } from '../../support/harness.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { waitFor } from '../../support/wait-for.js';
import { PASSWORD } from '../identity/support.js';

const addressedTo = (smtp: SmtpPeer, email: string) =>
  smtp.received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '').includes(email));

/**
 * Issue 22 rows 3 and 5: a message is stored by the transaction that made its link or code, so it
 * is sent whatever happens to its queue after the commit. The worker's sweep (here every 0.2 s)
 * queues each stored message whose job is not in its queue and drops what expired unsent.
 */
describe('stored messages follow their commit', () => {
  let smtp: SmtpPeer;
  let h: Harness;
  beforeAll(async () => {
    // Refuses until a test says otherwise.
    smtp = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    h = await startHarness({
      SMTP_URL: smtp.url,
      NOTIFICATION_SWEEP_MS: '200',
      NOTIFICATION_BACKOFF_MS: '1000',
      NOTIFICATION_RETRY_WINDOW_MINUTES: '1',
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  const confirmationJobId = async (email: string): Promise<string> => {
    const [token] = await sql<{ id: string }>(
      h,
      "select t.id from identity_token t join identity_user u on u.id = t.user_id where u.email = ? and t.purpose = 'confirm-email'",
      [email],
    );
    return `confirm-email.${token!.id}`;
  };

  const confirms = async (email: string) => {
    const [mail] = await waitForMessages(h, email);
    return (await client(h).post('/profile/confirmEmail', { token: linkToken(mail!, 'token') })).status;
  };

  it('a confirmation letter whose job Redis lost while the SMTP server refused is queued again by the sweep and arrives once', async () => {
    const email = uniqueEmail('lost');
    expect((await client(h).post('/profile/registration', { email, password: PASSWORD })).body).toEqual({ ok: true });
    const jobId = await confirmationJobId(email);
    const queue = h.worker.get<Queue>(getQueueToken('email'));
    // Refused once, waiting a second for its retry: then its job vanishes (Redis restarted without its data).
    const job = await waitFor(
      async () => {
        const found = await queue.getJob(jobId);
        return (await found?.getState()) === 'delayed' && found;
      },
      { what: 'the refused letter to wait for its retry' },
    );
    await job.remove();
    expect(await queue.getJob(jobId)).toBeUndefined();
    expect(await sql(h, 'select status from notification_message where id = ?', [jobId])).toEqual([{ status: 'pending' }]);

    smtp.accept();
    await waitFor(() => addressedTo(smtp, email).length > 0, { what: 'the letter, queued again by the sweep', timeoutMs: 30_000 });
    await waitFor(async () => (await sql(h, 'select id from notification_message where id = ?', [jobId])).length === 0, {
      what: 'the stored copy to go once sent',
    });
    expect(await confirms(email)).toBe(200);
    expect(addressedTo(smtp, email)).toHaveLength(1);
  }, 60_000);

  it('a stored message whose link expired before it was queued is dropped by the sweep, never sent', async () => {
    const email = uniqueEmail('expired');
    const id = `password-reset.${randomUUID()}`;
    const em = h.app.get(MikroORM).em.fork();
    // Committed, never queued (as if the API died right after its commit), and expired since.
    h.app.get(NotificationQueue).stage(em, {
      id,
      template: 'email.password-reset',
      to: email,
      lang: 'en',
      vars: { url: 'https://kadry.test/recovery-password?reset_password_token=GONE' },
      expiresAt: new Date(Date.now() - 1000),
    });
    await em.flush();
    await waitFor(async () => (await sql(h, 'select id from notification_message where id = ?', [id])).length === 0, {
      what: 'the sweep to drop the expired message',
    });
    expect(await h.worker.get<Queue>(getQueueToken('email')).getJob(id)).toBeUndefined();
    expect(addressedTo(smtp, email)).toHaveLength(0);
  }, 30_000);

  // Last: the API's queue connection stays closed.
  it('a registration whose letter cannot be queued after the commit answers as usual, and the letter follows', async () => {
    const answered = await client(h).post('/profile/registration', { email: uniqueEmail('usual'), password: PASSWORD });
    // The API loses its queue connection (Redis gone for it) between the commit and the queueing.
    await h.app.get<Queue>(getQueueToken('email')).close();
    const email = uniqueEmail('follows');
    const res = await client(h).post('/profile/registration', { email, password: PASSWORD });
    expect([res.status, res.body]).toEqual([answered.status, answered.body]);
    expect(res.body).toEqual({ ok: true });
    const jobId = await confirmationJobId(email);
    expect(await sql(h, 'select status from notification_message where id = ?', [jobId])).toEqual([{ status: 'pending' }]);
    await waitFor(() => addressedTo(smtp, email).length > 0, { what: 'the letter, queued by the sweep', timeoutMs: 30_000 });
    expect(await confirms(email)).toBe(200);
    expect(addressedTo(smtp, email)).toHaveLength(1);
  }, 60_000);
});
