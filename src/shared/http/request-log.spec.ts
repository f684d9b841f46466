import Fastify from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { httpLogOptions } from './log-redaction.js';
import { registerRequestLog } from './request-log.js';

/** A real Fastify instance and a real pino logger writing into `lines`. */
async function loggedServer(level = 'info') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { autoLogging: _none, ...options } = httpLogOptions(level);
  const logger = pino(options as pino.LoggerOptions, sink);
  const app = Fastify();
  registerRequestLog(app, logger);
  app.get('/admin/queues', async (_request, reply) => reply.header('set-cookie', 'kadry_admin=cookie-secret-value; HttpOnly').send('ok'));
  app.get('/api/v2/profile/get_userInfo', async (_request, reply) => reply.code(401).send({ ok: false }));
  app.get('/api/v2/health', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per answer with method, URL, status and time, and no credentials', async () => {
    const { app, lines } = await loggedServer();
    await app.inject({
      url: '/admin/queues?token=query-secret-value&lang=en',
      headers: { userToken: 'header-secret-value', cookie: 'kadry_admin=cookie-in-secret' },
    });
    await app.inject({ url: '/api/v2/profile/get_userInfo?userToken=legacy-secret-value&data=%7B%22password%22%3A%22p%22%7D' });
    await app.close();
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map(
      (line) => JSON.parse(line) as { method: string; url: string; statusCode: number; responseTime: number; reqId: string },
    );
    expect(first).toMatchObject({ method: 'GET', url: '/admin/queues?token=%5Bredacted%5D&lang=en', statusCode: 200 });
    expect(second.statusCode).toBe(401);
    expect(typeof second.responseTime).toBe('number');
    expect(second.reqId).toBeTruthy();
    const text = lines.join('');
    for (const secret of [
      'query-secret-value',
      'header-secret-value',
      'cookie-secret-value',
      'cookie-in-secret',
      'legacy-secret-value',
      'password',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves health probes out, and writes nothing when info is below the level', async () => {
    const quiet = await loggedServer('info');
    await quiet.app.inject({ url: '/api/v2/health' });
    await quiet.app.close();
    expect(quiet.lines).toEqual([]);
    const warnOnly = await loggedServer('warn');
    await warnOnly.app.inject({ url: '/admin/queues' });
    await warnOnly.app.close();
    expect(warnOnly.lines).toEqual([]);
  });
});
