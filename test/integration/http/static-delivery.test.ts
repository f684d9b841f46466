import { Controller, Get, Module, StreamableFile } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../web/precompress.js';
import { tempDir } from '../../support/temp-dir.js';
import { startHttpApp, testConfig } from '../../support/test-app.js';

const BIG_TEXT = 'Kadry '.repeat(800);

@Controller('delivery-probe')
class DeliveryProbeController {
  @Get('big')
  big() {
    return { text: BIG_TEXT };
  }

  @Get('small')
  small() {
    return { text: 'short' };
  }

  @Get('stream')
  stream() {
    return new StreamableFile(Readable.from([Buffer.from(BIG_TEXT)]), { type: 'text/plain' });
  }
}

@Module({ controllers: [DeliveryProbeController] })
class DeliveryProbeModule {}

/** A web build as Vite writes it (hashed assets, a source map, a public file), twins by the real plugin. */
function buildWebDir(): { dir: string; script: string } {
  const dir = tempDir('kadry-web-');
  mkdirSync(join(dir, 'assets'));
  const script = `export const text = ${JSON.stringify(BIG_TEXT)};\n//# sourceMappingURL=index-AbCd1234.js.map\n`;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Kadry</title><script type="module" src="/assets/index-AbCd1234.js"></script>${'<!-- pad -->'.repeat(100)}`,
  );
  writeFileSync(join(dir, 'assets/index-AbCd1234.js'), script);
  writeFileSync(join(dir, 'assets/index-AbCd1234.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: '' }));
  writeFileSync(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  const plugin = precompress();
  (plugin.configResolved as (config: { build: { outDir: string } }) => void)({ build: { outDir: dir } });
  (plugin.closeBundle as { handler: () => void }).handler();
  return { dir, script };
}

describe('static delivery and compression', () => {
  let app: NestFastifyApplication;
  let withMaps: NestFastifyApplication;
  let script: string;
  let webDir: string;

  beforeAll(async () => {
    const web = buildWebDir();
    script = web.script;
    webDir = web.dir;
    app = await startHttpApp(testConfig({ WEB_DIR: web.dir }, { serveSourceMaps: false }), { imports: [DeliveryProbeModule] });
    withMaps = await startHttpApp(testConfig({ WEB_DIR: web.dir }, { serveSourceMaps: true }));
  });
  afterAll(async () => {
    await app?.close();
    await withMaps?.close();
  });

  const get = (url: string, encoding?: string, target = app) =>
    target
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('writes brotli and gzip twins of text assets at build, none for source maps, and serves no twin by its own name', async () => {
    for (const file of ['assets/index-AbCd1234.js', 'index.html', 'favicon.svg']) {
      expect(existsSync(join(webDir, `${file}.br`))).toBe(true);
      expect(existsSync(join(webDir, `${file}.gz`))).toBe(true);
    }
    expect(existsSync(join(webDir, 'assets/index-AbCd1234.js.map.br'))).toBe(false);
    expect((await get('/assets/index-AbCd1234.js.br')).statusCode).toBe(404);
  });

  it('sends the brotli twin of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    // Never revalidated nor asked for by range, nobody traces it: none of those headers' bytes.
    expect([res.headers['etag'], res.headers['last-modified'], res.headers['accept-ranges'], res.headers['x-request-id']]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sends the gzip twin when br is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes index.html and files outside assets/ revalidate', async () => {
    for (const url of ['/', '/settings/profile', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['cache-control']).toBe('no-cache');
    // What revalidates keeps its validators.
    expect(icon.headers['etag']).toBeDefined();
  });

  it('does not serve source maps unless asked to, and a missing asset is a 404, not the SPA', async () => {
    const hidden = await get('/assets/index-AbCd1234.js.map');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-type']).not.toMatch(/text\/html/);
    expect((await get('/assets/gone-Zz991122.js')).statusCode).toBe(404);
    const shown = await get('/assets/index-AbCd1234.js.map', undefined, withMaps);
    expect(shown.statusCode).toBe(200);
    expect(JSON.parse(shown.body)).toMatchObject({ version: 3 });
  });

  it('compresses API answers over 1 KB, not smaller ones, and never a stream', async () => {
    const big = await get('/api/v2/delivery-probe/big', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual({ ok: true, text: BIG_TEXT });
    const gz = await get('/api/v2/delivery-probe/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/v2/delivery-probe/small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true, text: 'short' });

    const stream = await get('/api/v2/delivery-probe/stream', 'gzip, br');
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe(BIG_TEXT);
  });
});
