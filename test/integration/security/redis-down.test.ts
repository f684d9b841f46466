// @kadry-in-band: answers are timed (under a second); npm test runs this file alone, not beside another worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../../support/product.js';
import { waitFor } from '../../support/wait-for.js';
import { startSecurityApp, type SecurityApp } from './support.js';

/**
 * Issue 7 item 9: with Redis gone, calls that need it answer 503 SERVICE_UNAVAILABLE in under a
 * second and health says ok:false; when Redis is back, so is the API. A private redis-server on a
 * free port plays the outage (the machine's shared Redis stays untouched).
 */
class PrivateRedis {
  private process: ChildProcess | undefined;
  readonly dir = mkdtempSync(join(tmpdir(), 'kadry-redis-'));
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir],
      { stdio: 'ignore' },
    );
    const probe = new Redis({ port: this.port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await waitFor(
        async () => {
          if (probe.status !== 'ready') await probe.connect().catch(() => probe.disconnect());
          return (await probe.ping()) === 'PONG';
        },
        { what: 'the private redis-server' },
      );
    } finally {
      probe.disconnect();
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }
}

async function timed<T>(work: () => PromiseLike<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('Redis down', () => {
  let redis: PrivateRedis;
  let s: SecurityApp;
  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    s = await startSecurityApp({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
  });
  afterAll(async () => {
    await s?.close();
    await redis?.stop();
    rmSync(redis.dir, { recursive: true, force: true });
  });

  const login = () =>
    s.http().post('/api/v2/profile/loginUser').set('lang', 'en').send({ identifier: 'nobody@example.com', password: 'Wrong-password-1' });

  it('answers 503 fast while Redis is away, and recovers when it is back', async () => {
    await s.http().get('/api/v2/health').expect(200);
    expect((await login()).status).toBe(401);

    await redis.stop();
    await waitFor(async () => (await s.http().get('/api/v2/health')).status === 503, { what: 'health to notice the outage' });

    const health = await timed(() => s.http().get('/api/v2/health').set('lang', 'en'));
    expect(health.value.status).toBe(503);
    expect(health.value.body).toMatchObject({
      ok: false,
      error: true,
      code: 'SERVICE_UNAVAILABLE',
      status: 'down',
      checks: { redis: { status: 'down' }, database: { status: 'up' } },
    });
    expect(health.ms).toBeLessThan(1000);

    for (const call of [
      login,
      () =>
        s
          .http()
          .post('/api/v2/profile/registration')
          .set('lang', 'en')
          .send({ email: 'new-user@example.com', password: 'Correct-Horse-1', ref: 'http://localhost:5173' }),
      () =>
        s
          .http()
          .post('/api/v2/profile/forgotPassword')
          .set('lang', 'en')
          .send({ email: 'nobody@example.com', ref: 'http://localhost:5173' }),
    ]) {
      const { value: res, ms } = await timed(call);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        ok: false,
        error: true,
        code: 'SERVICE_UNAVAILABLE',
        msg: 'The service is temporarily unavailable. Please try again later',
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(1000);
    }
    const ru = await login().set('lang', 'ru');
    expect(ru.body.msg).toBe('Сервис временно недоступен. Попробуйте позже');

    await redis.start();
    await waitFor(async () => (await s.http().get('/api/v2/health')).status === 200, { what: 'health after Redis came back' });
    expect((await login()).status).toBe(401);
  });

  it('starts and answers 503 when Redis was never there', async () => {
    const nowhere = await freePort();
    const lonely = await startSecurityApp({ REDIS_URL: `redis://127.0.0.1:${nowhere}` });
    try {
      const { value: res, ms } = await timed(() =>
        lonely.http().post('/api/v2/profile/loginUser').send({ identifier: 'a@example.com', password: 'Wrong-password-1' }),
      );
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(ms).toBeLessThan(1000);
      const health = await lonely.http().get('/api/v2/health');
      expect(health.status).toBe(503);
      expect(health.body.ok).toBe(false);
    } finally {
      await lonely.close();
    }
  });
});
