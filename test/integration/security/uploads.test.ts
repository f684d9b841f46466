// @kadry-in-band: twenty 10 MB uploads per test within the 30 s deadline; npm test runs this file alone, not beside another worker.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { waitFor } from '../../support/wait-for.js';
import { startSecurityApp, type SecurityApp } from './support.js';

/**
 * Issue 7 items 1, 2 and 5: only parts the multipart parser streamed to disk are files. Nothing a
 * client writes in a JSON body, a form or the legacy `?data=` query names a file the server touches,
 * and every way a multipart request can fail leaves the temporary folder as it was.
 */
describe('uploads: only real multipart parts are files', () => {
  let s: SecurityApp;
  let outside: string;
  let tmp: string;
  beforeAll(async () => {
    s = await startSecurityApp();
    outside = mkdtempSync(join(tmpdir(), 'kadry-victim-'));
    tmp = resolve(s.config.storageDir, 'tmp');
    mkdirSync(tmp, { recursive: true });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(outside, { recursive: true, force: true });
  });

  const victim = (name: string, content: string | Buffer = 'keep me') => {
    const path = join(outside, name);
    writeFileSync(path, content);
    return path;
  };
  const fileLike = (path: string) => ({ path, size: 7, filename: 'x.png', mimetype: 'image/png' });

  it('never deletes a file named in the legacy data query (item 1)', async () => {
    const path = victim('query.txt');
    const data = encodeURIComponent(JSON.stringify({ file: fileLike(path), other: [fileLike(path)] }));
    await s.http().get(`/api/v2/health?data=${data}`);
    await s.http().post(`/api/v2/profile/loginUser?data=${data}`).send({});
    expect(existsSync(path)).toBe(true);
  });

  it('never deletes a file named in a JSON body, on any route, signed in or not (item 1)', async () => {
    const path = victim('body.txt');
    await s
      .http()
      .post('/api/v2/profile/loginUser')
      .send({ identifier: 'a@b.c', password: 'x', file: fileLike(path) });
    await s
      .http()
      .post('/api/v2/no/such/route')
      .send({ file: fileLike(path) });
    await s
      .http()
      .post('/api/v2/profile/uploadFile')
      .send({ type: 'avatar', file: fileLike(path) });
    await s
      .http()
      .post('/api/v2/profile/uploadFile')
      .field('type', 'avatar')
      .field('file', JSON.stringify(fileLike(path)));
    expect(existsSync(path)).toBe(true);
  });

  it('does not read a server file as the avatar, and gives no existence oracle (item 2)', async () => {
    const token = await s.signIn();
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const present = victim('secret.png', image);
    const missing = join(outside, 'missing.png');
    const text = victim('secret.txt', 'root:x:0:0');
    const answers = [];
    for (const path of [present, missing, text]) {
      const res = await s
        .http()
        .post('/api/v2/profile/uploadFile')
        .set('userToken', token)
        .send({ type: 'avatar', file: { ...fileLike(path), size: 64 } });
      answers.push([res.status, res.body.code]);
      expect(res.body.user_data).toBeUndefined();
    }
    // The same answer whether the path exists, is missing or is not an image: the field is simply absent.
    expect(answers).toEqual([
      [400, 'VALIDATION_FAILED'],
      [400, 'VALIDATION_FAILED'],
      [400, 'VALIDATION_FAILED'],
    ]);
    expect(existsSync(present)).toBe(true);
    expect(existsSync(text)).toBe(true);
    const me = await s.http().get('/api/v2/profile/get_userInfo').set('userToken', token).expect(200);
    expect(me.body.user_data.files).toEqual([]);
    // A real multipart part still works.
    const real = await s
      .http()
      .post('/api/v2/profile/uploadFile')
      .set('userToken', token)
      .field('type', 'avatar')
      .attach('file', image, 'me.png');
    expect(real.status).toBe(200);
    expect(real.body.user_data.files).toHaveLength(2);
  });

  describe('every failing multipart request leaves the temporary folder as it was (item 5)', () => {
    const part = Buffer.alloc(256 * 1024, 7);

    it('over the part-count limit, 20 times', async () => {
      const before = readdirSync(tmp);
      for (let i = 0; i < 20; i++) {
        let req = s.http().post('/api/v2/profile/uploadFile').field('type', 'avatar');
        for (let f = 0; f < 8; f++) req = req.attach(`file${f}`, part, `p${f}.bin`);
        const res = await req;
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({ ok: false, error: true, code: 'PAYLOAD_TOO_LARGE' });
      }
      expect(readdirSync(tmp)).toEqual(before);
    });

    it('over the size limit after a complete part, 20 times', async () => {
      const before = readdirSync(tmp);
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
      for (let i = 0; i < 20; i++) {
        const res = await s.http().post('/api/v2/profile/uploadFile').attach('first', part, 'a.bin').attach('file', big, 'big.bin');
        expect(res.status).toBe(413);
      }
      expect(readdirSync(tmp)).toEqual(before);
    });

    it('truncated in the middle of a part, 20 times', async () => {
      const before = readdirSync(tmp);
      const boundary = 'kadryboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="first"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part,
      ]);
      for (let i = 0; i < 20; i++) {
        const res = await s
          .http()
          .post('/api/v2/profile/uploadFile')
          .set('content-type', `multipart/form-data; boundary=${boundary}`)
          .send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ ok: false, error: true });
      }
      expect(readdirSync(tmp)).toEqual(before);
    });

    it('aborted by the client mid-upload, 20 times', async () => {
      const before = readdirSync(tmp);
      const server = s.app.getHttpServer();
      if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as AddressInfo;
      const boundary = 'kadryabort';
      for (let i = 0; i < 20; i++) {
        await new Promise<void>((done) => {
          const req = httpRequest({
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/v2/profile/uploadFile',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * part.length) },
          });
          req.on('error', () => done());
          req.write(`--${boundary}\r\nContent-Disposition: form-data; name="first"; filename="a.bin"\r\n\r\n`);
          req.write(part);
          req.write(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.bin"\r\n\r\n`);
          req.write(part, () => {
            // Give the server the chance to open the second file before the connection drops.
            waitFor(() => readdirSync(tmp).length > before.length, { timeoutMs: 5000, intervalMs: 5 })
              .catch(() => undefined)
              .finally(() => {
                req.destroy();
                done();
              });
          });
        });
      }
      await waitFor(() => readdirSync(tmp).length === before.length, { what: 'the aborted uploads to be removed' });
      expect(readdirSync(tmp)).toEqual(before);
    });
  });
});
