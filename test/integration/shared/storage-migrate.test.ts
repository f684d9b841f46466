import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readSmall } from '../../../src/shared/storage/object-storage.js';
import { S3Storage } from '../../../src/shared/storage/s3-storage.js';
import { startS3Server, type S3TestServer } from '../../support/s3-server.js';
import { tempDir } from '../../support/temp-dir.js';

const run = promisify(execFile);

/** `npm run cli -- storage:migrate` (the built CLI) from a STORAGE_DIR into a real S3 API server. */
describe('storage:migrate', () => {
  let server: S3TestServer;
  let bucket: S3Storage;
  beforeAll(async () => {
    server = await startS3Server();
    bucket = new S3Storage(server.settings('moved'));
  });
  afterAll(async () => {
    bucket?.close();
    await server?.close();
  });

  async function cli(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['dist/src/cli.js', 'storage:migrate'], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('copies the stored files into the bucket with progress, and a second run copies nothing', async () => {
    const dir = tempDir('kadry-migrate-cli-');
    const files: Record<string, string> = {
      'company-files/0123456789abcdef0123456789abcdef': '%PDF-1.4 extract',
      'company-files/0123456789abcdef0123456789abcdef.pdf': '%PDF-1.4 rendition',
      'policy-files/fedcba9876543210fedcba9876543210': 'policy',
      'avatars/00112233445566778899aabbccddeeff-110.webp': 'webp',
      'tmp/upload-in-flight': 'not a stored file',
    };
    for (const [key, body] of Object.entries(files)) {
      await mkdir(join(dir, key, '..'), { recursive: true });
      await writeFile(join(dir, key), body);
    }
    const env = { STORAGE_DIR: dir, ...server.env('moved') };

    const first = await cli(env);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toBe(`4 file(s) in disk:${dir} to bring to s3://${server.bucket}/moved.`);
    expect(
      lines
        .slice(1, 5)
        .map((line) => line.replace(/^\[\d\/4\] /, ''))
        .sort(),
    ).toEqual([
      'copied   avatars/00112233445566778899aabbccddeeff-110.webp (4 bytes)',
      'copied   company-files/0123456789abcdef0123456789abcdef (16 bytes)',
      'copied   company-files/0123456789abcdef0123456789abcdef.pdf (18 bytes)',
      'copied   policy-files/fedcba9876543210fedcba9876543210 (6 bytes)',
    ]);
    expect(lines[5]).toBe('Done: 4 copied (44 bytes), 0 already present, 0 failed.');
    for (const [key, body] of Object.entries(files)) {
      if (key.startsWith('tmp/')) expect(await bucket.head(key)).toBeNull();
      else expect(await readSmall(bucket, key)).toBe(body);
    }

    const second = await cli(env);
    expect(second.code).toBe(0);
    expect(second.stdout.trim().split('\n').at(-1)).toBe('Done: 0 copied (0 bytes), 4 already present, 0 failed.');
  });

  it('refuses to run without a bucket to copy into', async () => {
    const result = await cli({ STORAGE_DIR: tempDir('kadry-migrate-cli-'), STORAGE_URL: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Set STORAGE_URL=s3:\/\/bucket/);
  });
});
