import { MikroORM } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { NotificationQueue } from '../../../src/notifications/notifications.contract.js';
import { client, sql, startHarness, uniqueEmail, type Harness } from '../../support/harness.js';
import { PASSWORD } from './support.js';
import { TEST_REDIS_URL } from '../../support/run-env.js';
import { startSmtpPeer, type SmtpPeer } from '../../support/smtp-peer.js';
import { startWorker, testConfig } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';

const DAY_MS = 24 * 3600_000;

/** Everything Redis holds under this run's prefix, as text (what a dashboard or a dump would show). */
async function redisDump(prefix: string): Promise<string> {
  const raw = new Redis(TEST_REDIS_URL);
  try {
    const parts: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', '500');
      cursor = next;
      for (const key of keys) {
        const type = await raw.type(key);
        if (type === 'string') parts.push(key, String(await raw.get(key)));
        else if (type === 'hash') parts.push(key, JSON.stringify(await raw.hgetall(key)));
        else if (type === 'list') parts.push(key, JSON.stringify(await raw.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(key, JSON.stringify(await raw.smembers(key)));
        else if (type === 'zset') parts.push(key, JSON.stringify(await raw.zrange(key, '0', '-1', 'WITHSCORES')));
        else if (type === 'stream') parts.push(key, JSON.stringify(await raw.xrange(key, '-', '+')));
      }
    } while (cursor !== '0');
    return parts.join('\n');
  } finally {
    raw.disconnect();
  }
}

/** Every row of every table of this run's database, as text. */
async function databaseDump(h: Harness): Promise<string> {
  const tables = await sql<{ table_name: string }>(h, "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'");
  const parts: string[] = [];
  for (const { table_name } of tables) parts.push(table_name, JSON.stringify(await sql(h, `select * from "${table_name}"`)));
  return parts.join('\n');
}

describe('queued messages keep no link or code in clear (issue 7 item 4)', () => {
  let smtp: SmtpPeer;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    // Capture off: the database must not hold the letter either (capture never runs in production).
    h = await startHarness({ SMTP_URL: smtp.url, CAPTURE_MESSAGES: 'false', NOTIFICATION_BACKOFF_MS: '1000' });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('a confirmation letter the SMTP peer refuses holds only the token record id; sent on retry, its link works', async () => {
    const c = client(h);
    const email = uniqueEmail('sealed');
    expect((await c.post('/profile/registration', { email, password: PASSWORD })).status).toBe(200);
    const [record] = await sql<{ id: string }>(h, "select t.id from identity_token t join identity_user u on u.id = t.user_id where u.email = ? and t.purpose = 'confirm-email'", [email]);
    const queue = h.app.get<Queue>(getQueueToken('email'));
    const jobId = `confirm-email.${record!.id}`;

    await waitFor(() => smtp.refused >= 1, { what: 'the SMTP peer to refuse the letter' });
    const waiting = (await queue.getJob(jobId))!;
    expect(waiting.data).toMatchObject({ template: 'email.confirm', to: email, vars: {} });
    expect(waiting.data.sealed).toMatch(/^v1\./);
    expect(waiting.opts.removeOnFail).toEqual({ age: 7 * 24 * 3600 });
    const redisText = await redisDump(h.config.redisPrefix);
    const databaseText = await databaseDump(h);

    smtp.accept();
    const mail = await waitFor(() => smtp.received.find((m) => (m.to && 'text' in m.to ? m.to.text : '').includes(email)), { what: 'the letter after the retry', timeoutMs: 30_000 });
    const token = decodeURIComponent(/[?&]token=([^\s&"]+)/.exec(mail.text ?? '')![1]!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const text of [redisText, databaseText]) {
      expect(text).toContain(record!.id);
      expect(text).not.toContain(token);
      expect(text).not.toContain(encodeURIComponent(token));
    }

    // Once sent, not even the sealed copy stays.
    const sent = await waitFor(async () => {
      const job = await queue.getJob(jobId);
      return (await job?.getState()) === 'completed' && job;
    }, { what: 'the job to complete' });
    expect(sent.data.sealed).toBeUndefined();
    const confirmed = await c.post('/profile/confirmEmail', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user_data).toMatchObject({ email, is_confirm_email: 1 });
  }, 60_000);
});

describe('a message that fails for good (issue 7 items 4 and 11)', () => {
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpPeer | undefined;
  afterEach(async () => {
    await worker?.close();
    await smtp?.close();
  });

  it('loses its sealed secret, stays the configured days, and is logged once at warn with its id and no secret', async () => {
    smtp = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    // No SMS transport and no capture: every SMS attempt fails as well.
    worker = await startWorker(testConfig({ SMTP_URL: smtp.url, CAPTURE_MESSAGES: 'false', FAILED_JOB_RETENTION_DAYS: '2' }));
    const warnings: string[] = [];
    const recorder: LoggerService = {
      log: () => undefined,
      error: () => undefined,
      warn: (...args: unknown[]) => void warnings.push(JSON.stringify(args)),
    };
    worker.useLogger(recorder);

    const token = 'RESETTOKEN-d0e8b1c2a9f34b7e8c1d2e3f4a5b6c7d';
    const mailId = `password-reset.${randomUUID()}`;
    const smsId = `sms-code.${randomUUID()}`;
    const notifications = worker.get(NotificationQueue);
    await notifications.send({ id: mailId, template: 'email.password-reset', to: 'doomed@example.com', lang: 'en', vars: { url: `https://kadry.test/recovery-password?reset_password_token=${token}` } });
    await notifications.send({ id: smsId, template: 'sms.code', to: '0991234567', lang: 'en', vars: { code: '731846' } });

    const failed = async (queueName: string, id: string): Promise<Job> =>
      waitFor(async () => {
        const job = await worker!.get<Queue>(getQueueToken(queueName)).getJob(id);
        return (await job?.getState()) === 'failed' && job;
      }, { what: `${id} to fail for good`, timeoutMs: 30_000 });
    const mail = await failed('email', mailId);
    const sms = await failed('sms', smsId);

    expect(mail.attemptsMade).toBe(6);
    expect(sms.attemptsMade).toBe(4);
    for (const job of [mail, sms]) {
      expect(job.data.sealed).toBeUndefined();
      expect(job.opts.removeOnFail).toEqual({ age: (2 * DAY_MS) / 1000 });
    }
    expect(JSON.stringify(mail.data)).not.toContain(token);
    expect(JSON.stringify(sms.data)).not.toContain('731846');
    const log = await worker.get(MikroORM).em.fork().getConnection().execute<{ job_id: string; status: string }[]>('select job_id, status from notification_delivery where job_id in (?, ?)', [mailId, smsId]);
    expect(log.map((row) => row.status)).toEqual(['failed', 'failed']);

    const about = (id: string) => warnings.filter((line) => line.includes(id));
    expect(about(mailId)).toHaveLength(1);
    expect(about(smsId)).toHaveLength(1);
    expect(about(mailId)[0]).toContain('Delivery failed for good');
    expect(warnings.join('\n')).not.toContain(token);
    expect(warnings.join('\n')).not.toContain('731846');

    // An admin's retry cannot send it any more: the secret is gone, the person must ask anew.
    await mail.retry('failed');
    const again = await waitFor(async () => {
      const job = await worker!.get<Queue>(getQueueToken('email')).getJob(mailId);
      return (await job?.getState()) === 'failed' && job!.failedReason.includes('secret') && job;
    }, { what: 'the retried job to fail at once' });
    expect(again.failedReason).toMatch(/ask for a new one/);
    expect(smtp.received).toHaveLength(0);
  }, 60_000);
});
