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
  const tables = await sql<{ table_name: string }>(
    h,
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  const parts: string[] = [];
  for (const { table_name } of tables) parts.push(table_name, JSON.stringify(await sql(h, `select * from "${table_name}"`)));
  return parts.join('\n');
}

describe('queued messages keep no link or code in clear', () => {
  let smtp: SmtpPeer;
  let h: Harness;
  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    // Capture off: the database must not hold the letter either (capture never runs in production).
    // A minute of retries: the letter is still retrying when the peer starts accepting.
    h = await startHarness({
      SMTP_URL: smtp.url,
      CAPTURE_MESSAGES: 'false',
      NOTIFICATION_BACKOFF_MS: '1000',
      NOTIFICATION_RETRY_WINDOW_MINUTES: '1',
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('a confirmation letter the SMTP peer refuses holds only the token record id; sent on retry, its link works', async () => {
    const c = client(h);
    const email = uniqueEmail('sealed');
    expect((await c.post('/profile/registration', { email, password: PASSWORD })).status).toBe(200);
    const [record] = await sql<{ id: string }>(
      h,
      "select t.id from identity_token t join identity_user u on u.id = t.user_id where u.email = ? and t.purpose = 'confirm-email'",
      [email],
    );
    const queue = h.app.get<Queue>(getQueueToken('email'));
    const jobId = `confirm-email.${record!.id}`;

    await waitFor(() => smtp.refused >= 1, { what: 'the SMTP peer to refuse the letter' });
    const waiting = (await queue.getJob(jobId))!;
    expect(waiting.data).toMatchObject({ template: 'email.confirm', to: email, vars: {}, stored: true });
    expect(waiting.opts.removeOnFail).toEqual({ age: 7 * 24 * 3600 });
    // The job holds not even the sealed link: the registration's transaction stored it, sealed.
    expect(JSON.stringify(waiting.data)).not.toMatch(/v1\./);
    const [stored] = await sql<{ sealed: string; status: string }>(h, 'select sealed, status from notification_message where id = ?', [
      jobId,
    ]);
    expect(stored).toMatchObject({ status: 'pending', sealed: expect.stringMatching(/^v1\./) });
    const redisText = await redisDump(h.config.redisPrefix);
    const databaseText = await databaseDump(h);

    smtp.accept();
    const mail = await waitFor(() => smtp.received.find((m) => (m.to && 'text' in m.to ? m.to.text : '').includes(email)), {
      what: 'the letter after the retry',
      timeoutMs: 30_000,
    });
    const token = decodeURIComponent(/[?&]token=([^\s&"]+)/.exec(mail.text ?? '')![1]!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const text of [redisText, databaseText]) {
      expect(text).toContain(record!.id);
      expect(text).not.toContain(token);
      expect(text).not.toContain(encodeURIComponent(token));
    }

    // Once sent, not even the sealed copy stays.
    const sent = await waitFor(
      async () => {
        const job = await queue.getJob(jobId);
        return (await job?.getState()) === 'completed' && job;
      },
      { what: 'the job to complete' },
    );
    expect(sent.data.sealed).toBeUndefined();
    expect(await sql(h, 'select id from notification_message where id = ?', [jobId])).toEqual([]);
    const confirmed = await c.post('/profile/confirmEmail', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user_data).toMatchObject({ email, is_confirm_email: 1 });
  }, 60_000);
});

describe('a message that fails for good', () => {
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpPeer | undefined;
  afterEach(async () => {
    await worker?.close();
    await smtp?.close();
  });

  it('keeps only its sealed copy, in PostgreSQL, until it expires; logs once; an operator retry sends it while valid, never once expired', async () => {
    smtp = await startSmtpPeer({ refuseFirst: Number.POSITIVE_INFINITY });
    // No SMS transport and no capture: every SMS attempt fails as well.
    worker = await startWorker(testConfig({ SMTP_URL: smtp.url, CAPTURE_MESSAGES: 'false', FAILED_JOB_RETENTION_DAYS: '2' }));
    const warnings: string[] = [];
    const lines: string[] = [];
    const recorder: LoggerService = {
      log: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
      error: () => undefined,
      warn: (...args: unknown[]) => void warnings.push(JSON.stringify(args)),
    };
    worker.useLogger(recorder);

    const token = 'RESETTOKEN-d0e8b1c2a9f34b7e8c1d2e3f4a5b6c7d';
    const lateToken = 'RESETTOKEN-0000late0000late0000late0000late';
    const mailId = `password-reset.${randomUUID()}`;
    const lateId = `password-reset.${randomUUID()}`;
    const smsId = `sms-code.${randomUUID()}`;
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const notifications = worker.get(NotificationQueue);
    const reset = (id: string, secret: string) =>
      notifications.send({
        id,
        template: 'email.password-reset',
        to: 'doomed@example.com',
        lang: 'en',
        vars: { url: `https://kadry.test/recovery-password?reset_password_token=${secret}` },
        expiresAt,
      });
    await reset(mailId, token);
    await reset(lateId, lateToken);
    await notifications.send({ id: smsId, template: 'sms.code', to: '0991234567', lang: 'en', vars: { code: '731846' }, expiresAt });

    const failed = async (queueName: string, id: string): Promise<Job> =>
      waitFor(
        async () => {
          // The state first, then the job: a job read before its last attempt ended and found
          // 'failed' after it carried the attempt count of before (5 of 6, on a loaded machine).
          const queue = worker!.get<Queue>(getQueueToken(queueName));
          return (await queue.getJobState(id)) === 'failed' && ((await queue.getJob(id)) ?? false);
        },
        { what: `${id} to fail for good`, timeoutMs: 30_000 },
      );
    const mail = await failed('email', mailId);
    const late = await failed('email', lateId);
    const sms = await failed('sms', smsId);

    for (const job of [mail, late, sms]) {
      expect(job.attemptsMade).toBe(job.opts.attempts);
      expect(job.data.sealed).toBeUndefined();
      expect(job.opts.removeOnFail).toEqual({ age: (2 * DAY_MS) / 1000 });
    }
    expect(JSON.stringify([mail.data, late.data])).not.toContain(token.slice(11));
    expect(JSON.stringify(sms.data)).not.toContain('731846');
    const db = worker.get(MikroORM).em.fork().getConnection();
    const stored = await db.execute<{ id: string; status: string; sealed: string }[]>(
      'select id, status, sealed from notification_message where id in (?, ?, ?) order by id',
      [mailId, lateId, smsId],
    );
    expect(stored).toHaveLength(3);
    for (const row of stored) expect(row).toMatchObject({ status: 'failed', sealed: expect.stringMatching(/^v1\./) });
    expect(JSON.stringify(stored)).not.toMatch(/RESETTOKEN|731846/);
    const log = await db.execute<{ job_id: string; status: string }[]>(
      'select job_id, status from notification_delivery where job_id in (?, ?, ?)',
      [mailId, lateId, smsId],
    );
    expect(log.map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);

    const about = (id: string) => warnings.filter((line) => line.includes(id));
    for (const id of [mailId, lateId, smsId]) {
      expect(about(id)).toHaveLength(1);
      expect(about(id)[0]).toContain('Delivery failed for good');
    }
    // The provider's outage is told once per channel, with its queue's backlog, not once per attempt.
    expect(warnings.filter((line) => line.includes('E-mail (SMTP) provider is failing'))).toHaveLength(1);
    expect(warnings.filter((line) => line.includes('SMS provider is failing'))).toHaveLength(1);
    expect(warnings.find((line) => line.includes('provider is failing'))).toMatch(/"waiting":\d+/);
    expect(warnings.join('\n')).not.toMatch(/RESETTOKEN|731846/);

    // The provider is back; an operator retries from the dashboard: the valid one goes, the expired one does not.
    await db.execute("update notification_message set expires_at = now() - interval '1 second' where id = ?", [lateId]);
    smtp.accept();
    await mail.retry('failed');
    await late.retry('failed');
    const emailQueue = worker.get<Queue>(getQueueToken('email'));
    await waitFor(async () => (await emailQueue.getJobState(mailId)) === 'completed', { what: 'the retried letter to be sent' });
    const refused = await waitFor(
      async () => {
        const job = await emailQueue.getJob(lateId);
        return (await job?.getState()) === 'failed' && /expired/.test(job!.failedReason) && job;
      },
      { what: 'the expired letter to fail at once' },
    );
    expect(refused.failedReason).toMatch(/ask for a new one/);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain(token);
    expect(JSON.stringify(smtp.received)).not.toContain(lateToken);
    // Neither keeps a sealed copy now; the SMS, still failed and valid, keeps its own.
    const left = await db.execute<{ id: string }[]>('select id from notification_message where id in (?, ?, ?)', [mailId, lateId, smsId]);
    expect(left.map((row) => row.id)).toEqual([smsId]);
    expect(lines.filter((line) => line.includes('E-mail (SMTP) provider recovered'))).toHaveLength(1);
  }, 60_000);
});
