import { getQueueToken } from '@nestjs/bullmq';
import { Worker, type Job, type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { startSecurityApp, type SecurityApp } from './support.js';

/**
 * Issue 7 item 3 (and the dashboard parts of item 11): the queue dashboard is authorized inside
 * its own Fastify scope, so every spelling of a path the router sends there meets the check.
 */
describe('queue dashboard authorization', () => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await startSecurityApp({
      QUEUE_DASHBOARD_USER: 'ops',
      QUEUE_DASHBOARD_PASSWORD: 's3cret-pass',
      PUBLIC_URL: 'https://kadry.example',
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const spellings = [
    '/admin/queues/api/queues',
    '/admin/%71ueues/api/queues',
    '/%61dmin/queues/api/queues',
    '/%61dmin/%71ueues/%61pi/queues',
    '/admin/queues/api/%71ueues',
    '/admin/%2571ueues/api/queues',
    '/%2561dmin/queues/api/queues',
    '/admin/queues/api/queues/',
    '/admin/%71ueues/api/queues/',
    '/ADMIN/QUEUES/api/queues',
    '/Admin/Queues/API/queues',
    '/admin/QUEUES/api/queues',
    '/admin//queues/api/queues',
    '/admin/queues//api/queues',
    '/admin/queues/./api/queues',
    '/admin/x/../queues/api/queues',
    '/admin/queues/api/queues?x=1',
    '/admin/%71ueues',
    '/%61dmin/queues',
    '/admin/queues/',
  ];

  it.each(spellings)('refuses GET %s without credentials', async (path) => {
    const res = await s.http().get(path);
    expect([401, 403, 404]).toContain(res.status);
    expect(res.text).not.toContain('"queues"');
  });

  const actions: Array<[string, string]> = [
    ['PUT', '/admin/queues/api/queues/pause'],
    ['PUT', '/admin/%71ueues/api/queues/pause'],
    ['PUT', '/%61dmin/queues/api/queues/resume'],
    ['PUT', '/admin/%71ueues/api/queues/email/pause'],
    ['PUT', '/admin/%71ueues/api/queues/sms/resume/'],
    ['PUT', '/ADMIN/queues/api/queues/email/pause'],
    ['PUT', '/admin/queues/api/queues/%65mail/pause'],
    ['DELETE', '/admin/%71ueues/api/queues/email/clean/failed'],
  ];

  it.each(actions)('refuses %s %s without credentials and leaves the queue running', async (method, path) => {
    const res = await s.http()[method.toLowerCase() as 'put' | 'delete'](path);
    expect([401, 403, 404]).toContain(res.status);
  });

  it('kept every queue running through the attempts above', async () => {
    const res = await s.http().get('/admin/queues/api/queues').auth('ops', 's3cret-pass').expect(200);
    for (const queue of res.body.queues as Array<{ name: string; isPaused: boolean }>) expect(queue.isPaused).toBe(false);
  });

  it('refuses a signed-in user who is not a platform admin, whatever the spelling', async () => {
    const token = await s.signIn('user');
    for (const path of ['/admin/queues/api/queues', '/admin/%71ueues/api/queues']) {
      const res = await s.http().get(path).set('userToken', token);
      expect(res.status).toBe(403);
    }
  });

  it('signs an admin in with a separate short-lived dashboard session, never the session token', async () => {
    const token = await s.signIn('admin');
    const res = await s.http().get(`/admin/queues?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers['location']).toBe('/admin/queues');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).not.toContain(token);
    expect(cookie).toMatch(/^kadry_admin=[A-Za-z0-9_-]{43}; Path=\/admin\/queues; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);
    const session = cookie.split(';')[0]!;
    await s.http().get('/admin/queues/api/queues').set('Cookie', session).expect(200);
    await s.http().get('/admin/%71ueues/api/queues').set('Cookie', session).expect(200);
    // The user's session token is no dashboard cookie.
    await s.http().get('/admin/queues/api/queues').set('Cookie', `kadry_admin=${token}`).expect(401);
    // Signing out of the account ends the dashboard session too.
    await s.http().post('/api/v2/profile/logoutUser').set('userToken', token).expect(200);
    await s.http().get('/admin/queues/api/queues').set('Cookie', session).expect(401);
  });

  it('refuses a user token in the query string for the dashboard API itself', async () => {
    const token = await s.signIn('user');
    const res = await s.http().get(`/admin/queues?token=${token}`);
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  describe('what an admin may change', () => {
    const queueOf = (name: string) => s.app.get<Queue>(getQueueToken(name), { strict: false });
    const MAIL = { template: 'email.registration-attempt', to: 'owner@example.com', lang: 'en', vars: { url: 'https://kadry.example/' } };

    /** A job that failed for good: taken and failed by hand, as no worker runs beside this API. */
    async function failedJob(queue: Queue): Promise<Job> {
      // LIFO: the next job taken is this one whatever else waits.
      const job = await queue.add('probe', MAIL, { jobId: `failed-${randomUUID()}`, attempts: 1, lifo: true });
      const worker = new Worker(queue.name, null, { connection: queue.opts.connection, prefix: queue.opts.prefix, autorun: false });
      try {
        const token = randomUUID();
        const taken = await worker.getNextJob(token, { block: false });
        expect(taken?.id).toBe(job.id);
        await taken!.moveToFailed(new Error('refused by the test'), token);
      } finally {
        await worker.close();
      }
      expect(await job.getState()).toBe('failed');
      return job;
    }

    it('refuses adding a job, editing its data and every other change but retry and remove, however spelled', async () => {
      const token = await s.signIn('admin');
      const email = queueOf('email');
      const waiting = await email.add('probe', MAIL, { jobId: `waiting-${randomUUID()}` });
      const counts = { email: await email.getJobCounts(), sms: await queueOf('sms').getJobCounts() };
      const forged = { name: 'x', data: { ...MAIL, to: 'victim@example.com', vars: { url: 'https://evil.example/' } } };
      const refused: Array<['post' | 'put' | 'patch', string, object?]> = [
        ['post', '/admin/queues/api/queues/email/add', forged],
        ['post', '/admin/%71ueues/api/queues/%65mail/add', forged],
        [
          'post',
          '/admin/queues/api/queues/sms/add',
          { name: 'x', data: { template: 'sms.code', to: '0991234567', lang: 'en', vars: { code: '123456' } } },
        ],
        ['patch', `/admin/queues/api/queues/email/${waiting.id}/update-data`, { data: forged.data }],
        ['patch', `/admin/queues/api/queues/email/${waiting.id}/priority`, { priority: 1 }],
        ['put', `/admin/queues/api/queues/email/${waiting.id}/promote`],
        ['put', '/admin/queues/api/queues/email/pause'],
        ['put', '/admin/queues/api/queues/pause'],
        ['put', '/admin/queues/api/queues/email/empty'],
        ['put', '/admin/queues/api/queues/email/obliterate', { confirmQueueName: 'email' }],
      ];
      for (const [method, path, body] of refused) {
        const res = await s
          .http()
          [method](path)
          .set('userToken', token)
          .set('lang', 'en')
          .send(body ?? {});
        expect([method, path, res.status, res.body]).toEqual([
          method,
          path,
          403,
          { ok: false, error: true, code: 'DASHBOARD_READ_ONLY', msg: 'Access denied' },
        ]);
      }
      // A spelling the router does not send to the dashboard is no route at all.
      expect(
        (
          await s
            .http()
            .patch(`/ADMIN/queues/api/queues/email/${waiting.id}/update-data`)
            .set('userToken', token)
            .send({ data: forged.data })
        ).status,
      ).toBe(404);
      expect({ email: await email.getJobCounts(), sms: await queueOf('sms').getJobCounts() }).toEqual(counts);
      expect((await email.getJob(waiting.id!))?.data).toEqual(MAIL);
      // The operator's credentials change nothing more.
      expect((await s.http().post('/admin/queues/api/queues/email/add').auth('ops', 's3cret-pass').send(forged)).status).toBe(403);
    });

    it('still retries and removes jobs', async () => {
      const token = await s.signIn('admin');
      const email = queueOf('email');
      const failed = await failedJob(email);
      await s.http().put(`/admin/queues/api/queues/email/${failed.id}/retry`).set('userToken', token).expect(204);
      expect(await failed.getState()).toBe('waiting');
      const again = await failedJob(email);
      await s.http().put('/admin/%71ueues/api/queues/email/retry/failed').set('userToken', token).expect(200);
      expect(await again.getState()).toBe('waiting');
      await s.http().put(`/admin/queues/api/queues/email/${failed.id}/clean`).set('userToken', token).expect(204);
      expect(await email.getJob(failed.id!)).toBeUndefined();
      // Passed to bull-board, which removes the failed jobs older than its 5 s grace.
      await s.http().put('/admin/queues/api/queues/email/clean/failed').set('userToken', token).expect(200);
      await s.http().get('/admin/queues/api/queues').set('userToken', token).expect(200);
    });
  });
});
