import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { startS3Server, type S3TestServer } from '../../../test/support/s3-server.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { migrateStorage } from './migrate-storage.js';
import { readSmall, type ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

const FOLDERS = ['company-files', 'policy-files', 'avatars'];

describe('migrateStorage: STORAGE_DIR into a bucket (s3rver)', () => {
  let server: S3TestServer;
  let bucket: S3Storage;
  let dir: string;
  let disk: LocalDiskStorage;

  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kadry-migrate-'));
    disk = new LocalDiskStorage(dir);
    bucket = new S3Storage(server.settings(`run-${Math.random().toString(36).slice(2)}`));
  });
  afterEach(async () => {
    bucket.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function listed(storage: ObjectStorage): Promise<string[]> {
    const found: string[] = [];
    for (const folder of [...FOLDERS, 'tmp']) for await (const item of storage.list(`${folder}/`)) found.push(`${item.key}:${item.size}`);
    return found.sort();
  }

  it('copies every stored file once, skips them on the next run, and reports progress', async () => {
    await disk.put('company-files/0123456789abcdef0123456789abcdef', Buffer.from('%PDF-1.4 extract'));
    await disk.put('company-files/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-1.4 rendition'));
    await disk.put('policy-files/fedcba9876543210fedcba9876543210', Buffer.from('policy'));
    await disk.put('avatars/00112233445566778899aabbccddeeff-64.webp', Buffer.from('webp'));
    // An upload in flight is no stored file.
    await disk.put('tmp/upload-in-flight', Buffer.from('half'));

    const lines: string[] = [];
    const first = await migrateStorage(disk, bucket, FOLDERS, (line) => lines.push(line));
    expect(first).toEqual({ copied: 4, skipped: 0, failed: 0, bytes: 16 + 18 + 6 + 4 });
    expect(await listed(bucket)).toEqual((await listed(disk)).filter((item) => !item.startsWith('tmp/')));
    expect(await readSmall(bucket, 'company-files/0123456789abcdef0123456789abcdef.pdf')).toBe('%PDF-1.4 rendition');
    expect(lines[0]).toBe(`4 file(s) in disk:${dir} to bring to ${bucket.location}.`);
    expect(lines.filter((line) => / copied {3}/.test(line))).toHaveLength(4);
    expect(lines).toContainEqual(expect.stringMatching(/^\[\d\/4\] copied {3}policy-files\/fedcba9876543210fedcba9876543210 \(6 bytes\)$/));
    expect(lines.at(-1)).toBe('Done: 4 copied (44 bytes), 0 already present, 0 failed.');

    lines.length = 0;
    const again = await migrateStorage(disk, bucket, FOLDERS, (line) => lines.push(line));
    expect(again).toEqual({ copied: 0, skipped: 4, failed: 0, bytes: 0 });
    expect(lines.at(-1)).toBe('Done: 0 copied (0 bytes), 4 already present, 0 failed.');
    // The folder is left as it was.
    expect(await listed(disk)).toHaveLength(5);
  });

  it('resumes after an interruption: copies what is missing or differs in size, skips the rest', async () => {
    await disk.put('company-files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', Buffer.from('first file'));
    await disk.put('company-files/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', Buffer.from('second file'));
    await disk.put('avatars/cccccccccccccccccccccccccccccccc-256.webp', Buffer.from('third'));
    // A run that stopped after the first file, and a body that differs (an older copy).
    await bucket.put('company-files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', Buffer.from('first file'));
    await bucket.put('avatars/cccccccccccccccccccccccccccccccc-256.webp', Buffer.from('old'));

    const lines: string[] = [];
    const report = await migrateStorage(disk, bucket, FOLDERS, (line) => lines.push(line));
    expect(report).toEqual({ copied: 2, skipped: 1, failed: 0, bytes: 11 + 5 });
    expect(lines).toContainEqual(expect.stringMatching(/present {2}company-files\/a{32}$/));
    expect(await readSmall(bucket, 'avatars/cccccccccccccccccccccccccccccccc-256.webp')).toBe('third');
  });

  it('reports a file that cannot be copied, carries on with the others, and copies it on the next run', async () => {
    await disk.put('company-files/dddddddddddddddddddddddddddddddd', Buffer.from('fine'));
    await disk.put('company-files/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', Buffer.from('breaks once'));
    let broken = true;
    const flaky: ObjectStorage = {
      location: bucket.location,
      head: (key) => bucket.head(key),
      get: (key) => bucket.get(key),
      delete: (key) => bucket.delete(key),
      list: (prefix) => bucket.list(prefix),
      put: async (key, body) => {
        if (broken && key.startsWith('company-files/e')) {
          (body as Readable).destroy();
          throw new Error('connection reset');
        }
        return bucket.put(key, body);
      },
    };
    const lines: string[] = [];
    expect(await migrateStorage(disk, flaky, FOLDERS, (line) => lines.push(line))).toMatchObject({ copied: 1, failed: 1 });
    expect(lines).toContainEqual(expect.stringMatching(/FAILED {3}company-files\/e{32}: connection reset$/));
    broken = false;
    expect(await migrateStorage(disk, flaky, FOLDERS, () => undefined)).toMatchObject({ copied: 1, skipped: 1, failed: 0 });
  });
});
