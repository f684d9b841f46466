import Fastify from 'fastify';
import { registerEnvelope } from './envelope.js';
import { etagOf, registerRouteFlags } from './route-flags.js';

async function app() {
  const fastify = Fastify();
  registerEnvelope(fastify);
  registerRouteFlags(fastify);
  fastify.get('/api/v2/list', { config: { listEtag: true } }, async () => ({ list_data: { a: [1, 2] } }));
  fastify.get('/api/v2/plain', async () => ({ x: 1 }));
  fastify.post('/api/v2/add', { config: { queryIntoBody: true } }, async (request) => ({ got: request.body }));
  fastify.post('/api/v2/add-plain', async (request) => ({ got: request.body ?? null }));
  await fastify.ready();
  return fastify;
}

describe('route flags', () => {
  it('tags a list answer with the ETag of the body it sends, and answers a matching If-None-Match with an empty 304', async () => {
    const fastify = await app();
    const first = await fastify.inject('/api/v2/list');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, list_data: { a: [1, 2] } });
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await fastify.inject({ url: '/api/v2/list', headers: { 'if-none-match': `W/"other", ${first.headers.etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await fastify.inject({ url: '/api/v2/list', headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect((await fastify.inject('/api/v2/plain')).headers.etag).toBeUndefined();
    await fastify.close();
  });

  it('joins query fields under the body on flagged routes only, without the token', async () => {
    const fastify = await app();
    const flagged = await fastify.inject({
      method: 'POST',
      url: '/api/v2/add?name=q&list=s_values&token=t',
      payload: { name: 'body wins' },
    });
    expect(flagged.json()).toEqual({ ok: true, got: { name: 'body wins', list: 's_values' } });
    const plain = await fastify.inject({ method: 'POST', url: '/api/v2/add-plain?name=q' });
    expect(plain.json()).toEqual({ ok: true, got: null });
    await fastify.close();
  });
});
