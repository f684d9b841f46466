import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { runDatabaseUrl } from '../../support/run-env.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { waitFor } from '../../support/wait-for.js';
import { startSecurityApp, type SecurityApp } from '../security/support.js';

/*
 * Issue 22 row 7 and item 4: while PostgreSQL cannot be reached every call answers 503
 * SERVICE_UNAVAILABLE with Retry-After (not 500 INTERNAL_ERROR), readiness says 503 and liveness
 * 200, and all of it recovers by itself. The API reaches the run's database through a loopback
 * relay that the test cuts: the app sees what a PostgreSQL restart looks like (connections
 * terminated, new ones refused) while the shared server stays up for everyone else.
 */
describe('readiness and 503 while PostgreSQL or a queue connection is away', () => {
  let proxy: TcpProxy;
  let s: SecurityApp;
  beforeAll(async () => {
    const target = new URL(runDatabaseUrl());
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    s = await startSecurityApp({ DATABASE_URL: proxy.rewrite(runDatabaseUrl()) });
  });
  afterAll(async () => {
    await proxy?.restore();
    await s?.close();
    await proxy?.cut();
  });

  it('answers 503 with Retry-After on every call while it is away, and 200 again once it is back', async () => {
    const token = await s.signIn();
    const userInfo = () => s.http().get('/api/v2/profile/get_userInfo').set('userToken', token).set('lang', 'en');
    const register = () =>
      s
        .http()
        .post('/api/v2/profile/registration')
        .set('lang', 'uk')
        .send({ email: `db-down-${Date.now()}@example.com`, password: 'Correct-Horse-1', ref: 'http://localhost:5173' });
    expect((await userInfo()).status).toBe(200);
    await s.http().get('/api/v2/health/ready').expect(200);

    await proxy.cut();

    const info = await userInfo();
    expect(info.status).toBe(503);
    expect(info.headers['retry-after']).toBe('5');
    expect(info.body).toEqual({
      ok: false,
      error: true,
      code: 'SERVICE_UNAVAILABLE',
      msg: 'The service is temporarily unavailable. Please try again later',
    });
    const registration = await register();
    expect(registration.status).toBe(503);
    expect(registration.headers['retry-after']).toBe('5');
    expect(registration.body).toEqual({
      ok: false,
      error: true,
      code: 'SERVICE_UNAVAILABLE',
      msg: 'Сервіс тимчасово недоступний. Спробуйте пізніше',
    });
    const login = await s
      .http()
      .post('/api/v2/profile/loginUser')
      .set('lang', 'ru')
      .send({ identifier: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(login.status).toBe(503);
    expect(login.body.msg).toBe('Сервис временно недоступен. Попробуйте позже');

    for (const path of ['/api/v2/health', '/api/v2/health/ready']) {
      const health = await s.http().get(path).set('lang', 'en');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.body).toMatchObject({
        ok: false,
        code: 'SERVICE_UNAVAILABLE',
        status: 'down',
        checks: { database: { status: 'down' }, redis: { status: 'up' } },
      });
    }
    // Liveness is about the process, which is fine: nobody should restart it for this.
    expect((await s.http().get('/api/v2/health/live')).status).toBe(200);

    await proxy.restore();
    await waitFor(async () => (await s.http().get('/api/v2/health/ready')).status === 200, {
      what: 'readiness after PostgreSQL came back',
    });
    expect((await userInfo()).status).toBe(200);
    expect((await register()).status).toBe(200);
  });

  it('says 503 while a queue cannot reach Redis even though the counters can', async () => {
    await s.http().get('/api/v2/health/ready').expect(200);
    const client = await s.app.get<Queue>(getQueueToken('email')).getBackend().client;
    // The connection is gone once its socket has closed, not when disconnect() returns: asked
    // before that (a CI run under load), the product rightly still saw it up. ioredis says "end"
    // after "close", whose listeners (the readiness tracking among them) have run by then.
    const ended = new Promise((resolve) => client.once('end', resolve));
    client.disconnect(false);
    await ended;
    try {
      const ready = await s.http().get('/api/v2/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toMatchObject({
        database: { status: 'up' },
        redis: { status: 'up' },
        queues: { status: 'down', error: 'not connected: email' },
      });
    } finally {
      await client.connect();
    }
    await waitFor(async () => (await s.http().get('/api/v2/health/ready')).status === 200, {
      what: 'readiness once the queue is connected again',
    });
  });
});
