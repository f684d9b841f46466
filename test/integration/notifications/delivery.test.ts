import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { DeliveryLog } from '../../../src/notifications/notification.entities.js';
import { CaptureStore } from '../../../src/notifications/transports/capture.store.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { startTwilioPeer } from '../../support/twilio-peer.js';
import { startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';

async function deliveryLog(worker: INestApplicationContext, jobId: string): Promise<DeliveryLog | null> {
  return worker.get(MikroORM).em.fork().findOne(DeliveryLog, { jobId });
}

describe('notifications through real transports', () => {
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpPeer | undefined;
  afterEach(async () => {
    await worker?.close();
    await smtp?.close();
    worker = undefined;
    smtp = undefined;
  });

  it('renders the e-mail in the recipient language and hands it to a real SMTP server', async () => {
    smtp = await startSmtpPeer();
    worker = await startWorker(testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Kadry <robot@kadry.test>' }));
    const id = `${randomUUID()}.confirm`;
    await worker.get(NotificationQueue).send({
      id,
      template: 'email.confirm',
      to: 'olena@example.com',
      lang: 'uk',
      vars: { url: 'https://kadry.test/confirm-email?token=T0KEN' },
    });

    const mail = await waitFor(() => smtp!.received[0], { what: 'the SMTP server to receive the message' });
    expect(mail.subject).toBe('Підтвердьте e-mail у Kadry');
    expect(mail.from?.text).toContain('robot@kadry.test');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('olena@example.com');
    expect(mail.text).toContain('https://kadry.test/confirm-email?token=T0KEN');
    expect(mail.html).toContain('Підтвердити e-mail');

    const log = await waitFor(
      async () => {
        const row = await deliveryLog(worker!, id);
        return row?.status === 'sent' && row;
      },
      { what: 'the delivery log' },
    );
    expect(log).toMatchObject({
      channel: 'email',
      recipient: 'olena@example.com',
      template: 'email.confirm',
      lang: 'uk',
      attempts: 1,
      error: null,
    });
    expect(log.providerId).toMatch(/@/);
    // The job keeps no live link once the message left, not even sealed.
    const job = await worker.get<Queue>(getQueueToken('email')).getJob(id);
    expect(job?.data.sealed).toBeUndefined();
    expect(JSON.stringify(job?.data)).not.toContain('T0KEN');
    // Captured for the development messages page as well.
    expect((await worker.get(CaptureStore).list('OLENA@example.com'))[0]?.subject).toBe('Підтвердьте e-mail у Kadry');
  });

  it('sends the e-mails of a burst over pooled SMTP connections, not one connection per message', async () => {
    smtp = await startSmtpPeer();
    worker = await startWorker(testConfig({ SMTP_URL: smtp.url }));
    const queue = worker.get(NotificationQueue);
    const ids = Array.from({ length: 12 }, () => `${randomUUID()}.pooled`);
    for (const [i, id] of ids.entries())
      await queue.send({ id, template: 'email.password-changed', to: `pooled-${i}@example.com`, lang: 'en' });

    await waitFor(() => smtp!.received.length >= ids.length, { what: 'the SMTP server to receive every message' });
    expect(smtp.received).toHaveLength(ids.length);
    // At most one connection per worker slot (5), however many messages: a new connection per
    // message cost a TCP and SMTP handshake each and made registration mail queue (bench/faults).
    expect(smtp.connections).toBeGreaterThan(0);
    expect(smtp.connections).toBeLessThanOrEqual(5);
  });

  it('retries when the SMTP server refuses and sends exactly once when it recovers', async () => {
    smtp = await startSmtpPeer({ refuseFirst: 2 });
    worker = await startWorker(testConfig({ SMTP_URL: smtp.url }));
    const id = `${randomUUID()}.changed`;
    await worker.get(NotificationQueue).send({ id, template: 'email.password-changed', to: 'retry@example.com', lang: 'en' });

    const log = await waitFor(
      async () => {
        const row = await deliveryLog(worker!, id);
        return row?.status === 'sent' && row;
      },
      { what: 'delivery after retries' },
    );
    expect(log.attempts).toBe(3);
    expect(smtp.refused).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBe('Your Kadry password was changed');

    // Queueing the same notification again (a replayed event) sends nothing more.
    await worker.get(NotificationQueue).send({ id, template: 'email.password-changed', to: 'retry@example.com', lang: 'en' });
    const job = await worker.get<Queue>(getQueueToken('email')).getJob(id);
    expect(await job?.getState()).toBe('completed');
    expect(smtp.received).toHaveLength(1);
    expect(await worker.get(CaptureStore).list('retry@example.com')).toHaveLength(1);
  });

  it('ends in a failed job, kept for an admin, when SMTP refuses every attempt', async () => {
    smtp = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    worker = await startWorker(testConfig({ SMTP_URL: smtp.url }));
    const id = `${randomUUID()}.doomed`;
    await worker.get(NotificationQueue).send({ id, template: 'email.password-changed', to: 'doomed@example.com', lang: 'ru' });

    const queue = worker.get<Queue>(getQueueToken('email'));
    // State first, then the job: a job read before its last move can still show the previous attempt count.
    const job = await waitFor(async () => (await queue.getJobState(id)) === 'failed' && queue.getJob(id), {
      what: 'the job to fail for good',
      timeoutMs: 30_000,
    });
    expect(job!.attemptsMade).toBe(6);
    expect(job!.failedReason).toMatch(/451|unavailable/i);
    const log = await waitFor(
      async () => {
        const row = await deliveryLog(worker!, id);
        return row?.status === 'failed' && row;
      },
      { what: 'the delivery log to record the failure' },
    );
    expect(log).toMatchObject({ status: 'failed', attempts: 6 });
    expect(log?.error).toMatch(/451|unavailable/i);
    expect(smtp.refused).toBe(6);
    expect(smtp.received).toHaveLength(0);
    expect(await worker.get(CaptureStore).list('doomed@example.com')).toHaveLength(0);
  });

  it('sends SMS through the Twilio client to the Messages API', async () => {
    const twilio = await startTwilioPeer();
    try {
      worker = await startWorker(
        testConfig({
          TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
          TWILIO_AUTH_TOKEN: 'tw-secret',
          TWILIO_FROM: '+15005550006',
          TWILIO_API_BASE_URL: twilio.url,
        }),
      );
      const id = `${randomUUID()}.code`;
      await worker
        .get(NotificationQueue)
        .send({ id, template: 'sms.code', to: '+38 (099) 123-45-67', lang: 'ru', vars: { code: '482913' } });

      const request = await waitFor(() => twilio.requests[0], { what: 'the Twilio request' });
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
      expect(request.form).toMatchObject({ To: '+380991234567', From: '+15005550006' });
      expect(request.form.Body).toBe('Kadry: код подтверждения 482913. Никому его не сообщайте.');
      const credentials = Buffer.from((request.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      expect(credentials).toBe('AC0123456789abcdef0123456789abcdef:tw-secret');

      const log = await waitFor(
        async () => {
          const row = await deliveryLog(worker!, id);
          return row?.status === 'sent' && row;
        },
        { what: 'the SMS delivery log' },
      );
      expect(log.providerId).toBe('SM00000000000000000000000000000001');
      // Neither the delivery log nor the finished job keeps the code.
      expect(JSON.stringify(log)).not.toContain('482913');
      const job = await worker.get<Queue>(getQueueToken('sms')).getJob(id);
      expect(JSON.stringify(job?.data)).not.toContain('482913');
      // Development capture matches the phone in any format.
      const captured = await worker.get(CaptureStore).list('0991234567');
      expect(captured[0]?.text).toContain('482913');
      expect(twilio.requests).toHaveLength(1);
    } finally {
      await twilio.close();
    }
  });
});
