#!/usr/bin/env node
// The yardstick of `npm run bench:careers`: a bare Fastify server answering GET /page with the
// posting page's HTML held in memory, compressed ahead as the product's compression would (br,
// else gzip), with its ETag. Nothing else: no framework, hooks, headers or lookups.
// Started by bench/careers.mjs with HTML_FILE and PORT; prints "ready" when listening.
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';

const html = readFileSync(process.env.HTML_FILE);
const br = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
const gzip = zlib.gzipSync(html);
const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;

const app = Fastify({ logger: false });
app.get('/page', (request, reply) => {
  const accepts = request.headers['accept-encoding'] ?? '';
  void reply.header('content-type', 'text/html; charset=utf-8').header('etag', etag);
  if (accepts.includes('br')) return reply.header('content-encoding', 'br').send(br);
  if (accepts.includes('gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(html);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
