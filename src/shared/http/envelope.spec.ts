import { envelope } from './envelope.js';

describe('the success envelope', () => {
  it('spreads an object answer beside ok', () => {
    expect(envelope({ user_data: { id: 'u' } })).toEqual({ ok: true, user_data: { id: 'u' } });
  });

  it('puts lists and plain values under data', () => {
    expect(envelope([1, 2])).toEqual({ ok: true, data: [1, 2] });
    expect(envelope(3)).toEqual({ ok: true, data: 3 });
  });

  it('answers nothing as ok alone', () => {
    expect(envelope(undefined)).toEqual({ ok: true });
    expect(envelope(null)).toEqual({ ok: true });
  });
});

describe('the envelope on a real Fastify instance', () => {
  it('answers API successes with 200 and the envelope, and leaves errors, files and other routes alone', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerEnvelope } = await import('./envelope.js');
    const app = Fastify();
    registerEnvelope(app);
    app.post('/api/v2/create', async (_request, reply) => reply.code(201).send({ id: 1 }));
    app.post('/api/v2/nothing', async (_request, reply) => reply.send(undefined));
    app.get('/api/v2/fail', async (_request, reply) => reply.code(409).send({ ok: false, code: 'X' }));
    app.get('/api/v2/file', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF')));
    app.get('/admin/queues/api/x', async () => ({ queues: [] }));
    await app.ready();
    const created = await app.inject({ method: 'POST', url: '/api/v2/create' });
    expect([created.statusCode, created.json()]).toEqual([200, { ok: true, id: 1 }]);
    const nothing = await app.inject({ method: 'POST', url: '/api/v2/nothing' });
    expect([nothing.statusCode, nothing.json()]).toEqual([200, { ok: true }]);
    expect((await app.inject('/api/v2/fail')).json()).toEqual({ ok: false, code: 'X' });
    expect((await app.inject('/api/v2/file')).body).toBe('%PDF');
    expect((await app.inject('/admin/queues/api/x')).json()).toEqual({ queues: [] });
    await app.close();
  });
});
