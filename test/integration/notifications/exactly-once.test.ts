import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { CaptureStore } from '../../../src/notifications/transports/capture.store.js';
import { ownDatabase } from '../../support/own-database.js';
import { runRedisPrefix } from '../../support/run-env.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { startTwilioPeer } from '../../support/twilio-peer.js';
import { startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';

/**
 * Issue 22 row 1: PostgreSQL failing right after a message left (here the delivery log's table is
 * renamed away in this suite's own database, so its write fails for real) must not send it again:
 * the retries redo the bookkeeping, never the send. The peers count what really arrived.
 */
describe('a message whose send succeeded is never sent again, whatever fails after it', () => {
  let db: { url: string; drop(): Promise<void> };
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpPeer | undefined;
  let twilio: Awaited<ReturnType<typeof startTwilioPeer>> | undefined;
  beforeAll(async () => {
    db = await ownDatabase('once');
  });
  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
    await twilio?.close();
    await db?.drop();
  });

  it('the delivery log cannot be written after the send: one e-mail and one SMS arrive, and the log ends up saying sent', async () => {
    smtp = await startSmtpPeer();
    twilio = await startTwilioPeer();
    worker = await startWorker(
      testConfig({
        DATABASE_URL: db.url,
        REDIS_PREFIX: `${runRedisPrefix()}-once`,
        SMTP_URL: smtp.url,
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'tw-secret',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE_URL: twilio.url,
        // Retries every 0.1 s doubling, for half a minute: many attempts while the table is away.
        NOTIFICATION_BACKOFF_MS: '100',
        NOTIFICATION_RETRY_WINDOW_MINUTES: '0.5',
      }),
    );
    const sql = worker.get(MikroORM).em.fork().getConnection();
    await sql.execute('alter table notification_delivery rename to notification_delivery_away');

    const mailId = `confirm-email.${randomUUID()}`;
    const smsId = `sms-code.${randomUUID()}`;
    const expiresAt = new Date(Date.now() + 3600_000);
    const notifications = worker.get(NotificationQueue);
    await notifications.send({
      id: mailId,
      template: 'email.confirm',
      to: 'once@example.com',
      lang: 'en',
      vars: { url: 'https://kadry.test/confirm-email?token=ONCE' },
      expiresAt,
    });
    await notifications.send({ id: smsId, template: 'sms.code', to: '0991234567', lang: 'en', vars: { code: '271828' }, expiresAt });

    // Sent, then at least two more attempts failed on the bookkeeping alone.
    const attemptsMade = async (queue: string, id: string) =>
      (await worker!.get<Queue>(getQueueToken(queue)).getJob(id))?.attemptsMade ?? 0;
    await waitFor(
      async () =>
        smtp!.received.length >= 1 &&
        twilio!.requests.length >= 1 &&
        (await attemptsMade('email', mailId)) >= 3 &&
        (await attemptsMade('sms', smsId)) >= 3,
      {
        what: 'the sends and two retries of their bookkeeping',
      },
    );
    expect(
      await sql.execute<{ status: string }[]>('select status from notification_message where id in (?, ?)', [mailId, smsId]),
    ).toHaveLength(2);

    await sql.execute('alter table notification_delivery_away rename to notification_delivery');
    const logged = await waitFor(
      async () => {
        const rows = await sql.execute<{ job_id: string; status: string; provider_id: string }[]>(
          'select job_id, status, provider_id from notification_delivery where job_id in (?, ?) and status = ?',
          [mailId, smsId, 'sent'],
        );
        return rows.length === 2 && rows;
      },
      { what: 'the delivery log to say sent' },
    );
    expect(logged.find((row) => row.job_id === smsId)?.provider_id).toBe('SM00000000000000000000000000000001');
    for (const [queue, id] of [
      ['email', mailId],
      ['sms', smsId],
    ] as const) {
      await waitFor(async () => (await worker!.get<Queue>(getQueueToken(queue)).getJobState(id)) === 'completed', {
        what: `${id} to complete`,
      });
    }

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain('token=ONCE');
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]!.form.Body).toContain('271828');
    // The development copy, written after the send, is not doubled either; the stored copies are gone.
    expect(await worker.get(CaptureStore).list('once@example.com')).toHaveLength(1);
    expect(await worker.get(CaptureStore).list('0991234567')).toHaveLength(1);
    expect(await sql.execute('select id from notification_message where id in (?, ?)', [mailId, smsId])).toEqual([]);
  }, 60_000);
});
