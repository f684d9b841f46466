import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { S3Storage } from '../../../src/shared/storage/s3-storage.js';
import { makeDocx } from '../../support/docx.js';
import { startHarness, type Harness } from '../../support/harness.js';
import { startS3Server, type S3TestServer } from '../../support/s3-server.js';
import { CONVERSION_TEST_MS, CONVERSION_WAIT_MS, waitFor } from '../../support/wait-for.js';
import { account, createCompany, fetchFile, PDF, sql, upload, type Account, type CompanyHarness } from './company.support.js';

/**
 * The product with STORAGE_URL=s3://…: the API and the worker keep every file in a real S3 API
 * server (s3rver on a free port), nothing under STORAGE_DIR but uploads in flight. The worker's
 * conversion reads the extract from the bucket and writes its PDF there.
 */

/** What the bucket holds under a folder (key prefix), as `key:size`. */
async function bucketKeys(bucket: S3Storage, folder: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of bucket.list(`${folder}/`)) found.push(item.key);
  return found.sort();
}

/** The converter's temporary folders (each holds a copy of an extract while LibreOffice runs). */
const convertTemps = () => readdirSync(tmpdir()).filter((name) => name.startsWith('kadry-convert-'));

describe('files in an S3-compatible bucket', () => {
  let server: S3TestServer;
  let bucket: S3Storage;
  let h: Harness;
  let owner: Account;
  let stranger: Account;

  beforeAll(async () => {
    server = await startS3Server();
    h = await startHarness(server.env('kadry'));
    bucket = new S3Storage(server.settings('kadry'));
    owner = await account(h as CompanyHarness);
    stranger = await account(h as CompanyHarness);
  });
  afterAll(async () => {
    bucket?.close();
    await h?.close();
    await server?.close();
  });

  it(
    'uploads a DOCX into the bucket, downloads it to members only, and the worker converts it from the bucket',
    async () => {
      expect(h.config.storage).toMatchObject({ kind: 's3', bucket: server.bucket, prefix: 'kadry' });
      const docx = await makeDocx('Kadry register extract in a bucket\nEDRPOU 12345678\n');
      const company = await createCompany(owner);
      const file = (await upload(h as CompanyHarness, owner, company.id, docx, 'Витяг.docx').expect(200)).body.file;
      const [{ storage_key: key }] = await sql(h as CompanyHarness, 'select storage_key from company_file where id = ?', [file.id]);

      // In the bucket, under the prefix; nothing on this machine's disk.
      expect((await bucket.head(`company-files/${key}`))?.size).toBe(docx.length);
      expect(existsSync(join(h.config.storageDir, 'company-files'))).toBe(false);
      expect(readdirSync(join(h.config.storageDir, 'tmp'))).toEqual([]);

      // Downloads stream from the bucket with today's rules.
      const download = await fetchFile(h, `/company/files/${file.id}`, owner).expect(200);
      expect((download.body as Buffer).equals(docx)).toBe(true);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(download.headers['content-length'])).toBe(docx.length);
      expect((await fetchFile(h, `/company/files/${file.id}`, stranger)).status).toBe(404);

      const shown = await waitFor(
        async () => {
          const res = await fetchFile(h, `/company/files/${file.id}/view`, owner);
          expect(res.status).not.toBe(409);
          return res.status === 200 ? res : null;
        },
        { timeoutMs: CONVERSION_WAIT_MS, intervalMs: 500, what: 'the PDF rendition of the DOCX, from the bucket' },
      );
      expect(shown.headers['content-type']).toBe('application/pdf');
      expect((shown.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await bucketKeys(bucket, 'company-files')).toEqual([`company-files/${key}`, `company-files/${key}.pdf`]);
      // The converter's local copy of the extract is gone with its folder.
      await waitFor(async () => convertTemps().length === 0 || null, {
        timeoutMs: 10_000,
        intervalMs: 100,
        what: 'the conversion temp folder removed',
      });

      // Removing the file removes the original and its rendition from the bucket.
      expect((await owner.c.post('/company/remove_verificationFileCompany', { file_id: file.id }, { token: owner.token })).status).toBe(
        200,
      );
      expect(await bucketKeys(bucket, 'company-files')).toEqual([]);
      expect((await fetchFile(h, `/company/files/${file.id}`, owner)).status).toBe(404);
    },
    CONVERSION_TEST_MS,
  );

  it('keeps HR policy files in the bucket, downloads them to members only, and removes them from it', async () => {
    const company = await createCompany(owner);
    await sql(h as CompanyHarness, 'update company set status_id = 4 where id = ?', [company.id]);
    const added = await request(h.app.getHttpServer())
      .post('/api/v2/profiling/add_file')
      .set('userToken', owner.token)
      .set('X-Forwarded-For', owner.c.ip)
      .field('company_id', company.id)
      .field('dir', 'policy')
      .attach('file', PDF, 'Кадрова політика.pdf')
      .expect(200);
    const url = added.body.files[0].url as string;
    const [{ storage_key: key }] = await sql(h as CompanyHarness, 'select storage_key from profiling_policy_file where company_id = ?', [
      company.id,
    ]);
    expect(await bucketKeys(bucket, 'policy-files')).toEqual([`policy-files/${key}`]);
    expect(existsSync(join(h.config.storageDir, 'policy-files'))).toBe(false);

    const download = await fetchFile(h, url.replace('/api/v2', ''), owner).expect(200);
    expect((download.body as Buffer).equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await fetchFile(h, url.replace('/api/v2', ''), stranger)).status).toBe(404);

    const removed = await owner.c.post(
      '/profiling/del_file',
      { company_id: company.id, dir: 'policy', file_name: 'Кадрова політика.pdf' },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    expect(await bucketKeys(bucket, 'policy-files')).toEqual([]);
  });

  it('keeps avatars in the bucket and serves them from it', async () => {
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const res = await request(h.app.getHttpServer())
      .post('/api/v2/profile/uploadFile')
      .set('userToken', owner.token)
      .set('X-Forwarded-For', owner.c.ip)
      .field('type', 'avatar')
      .attach('file', image, 'me.png')
      .expect(200);
    const files = res.body.user_data.files as Array<{ url: string; size: number }>;
    const names = files.map((item) => `avatars/${item.url.split('/').pop()!}`);
    expect(await bucketKeys(bucket, 'avatars')).toEqual([...names].sort());
    expect(existsSync(join(h.config.storageDir, 'avatars'))).toBe(false);
    const served = await fetchFile(h, files[0]!.url.replace('/api/v2', ''), owner).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(files[0]!.size);
  });
});
