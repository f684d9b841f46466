import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { startS3Server } from '../../../test/support/s3-server.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { ObjectNotFoundError, readSmall, type ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A body that exists only as a stream, in small chunks, so no adapter can see its length up front. */
function streamOf(body: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += chunk) yield body.subarray(at, at + chunk);
    })(),
  );
}

async function keys(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of storage.list(prefix)) found.push(`${item.key}:${item.size}`);
  return found.sort();
}

interface Adapter {
  storage: ObjectStorage;
  close(): Promise<void>;
}

/** One contract, two adapters: whatever the product stores must behave the same on disk and in a bucket. */
const adapters: Array<[string, () => Promise<Adapter>]> = [
  [
    'local disk',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'kadry-disk-'));
      return { storage: new LocalDiskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const server = await startS3Server();
      const storage = new S3Storage(server.settings('install-a'));
      return {
        storage,
        close: async () => {
          storage.close();
          await server.close();
        },
      };
    },
  ],
];

describe.each(adapters)('ObjectStorage contract: %s', (_name, make) => {
  let adapter: Adapter;
  let storage: ObjectStorage;

  beforeAll(async () => {
    adapter = await make();
    storage = adapter.storage;
  });
  afterAll(() => adapter.close());

  it('stores a streamed body and streams it back with its size', async () => {
    // Over two 5 MB parts: the S3 adapter has to upload it in parts, never as one buffer.
    const body = randomBytes(11 * 1024 * 1024 + 17);
    await storage.put('company-files/big', streamOf(body));
    const { stream, size } = await storage.get('company-files/big');
    expect(size).toBe(body.length);
    expect((await bytesOf(stream)).equals(body)).toBe(true);
    expect(await storage.head('company-files/big')).toEqual({ size: body.length });
  });

  it('stores a buffer, and a second put replaces the first', async () => {
    await storage.put('company-files/record.json', Buffer.from('{"code":"A"}'));
    await storage.put('company-files/record.json', streamOf(Buffer.from('{"code":"CONVERSION_FAILED"}')));
    expect(await readSmall(storage, 'company-files/record.json')).toBe('{"code":"CONVERSION_FAILED"}');
    expect(await storage.head('company-files/record.json')).toEqual({ size: 28 });
  });

  it('answers a missing key with ObjectNotFoundError on get and null on head', async () => {
    const error: unknown = await storage.get('company-files/never-stored').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ObjectNotFoundError);
    expect(error).toMatchObject({ code: 'OBJECT_NOT_FOUND', key: 'company-files/never-stored' });
    expect(await storage.head('company-files/never-stored')).toBeNull();
  });

  it('deletes, and deleting a missing key is no error', async () => {
    await storage.put('policy-files/gone', Buffer.from('x'));
    await storage.delete('policy-files/gone');
    expect(await storage.head('policy-files/gone')).toBeNull();
    await expect(storage.get('policy-files/gone')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.delete('policy-files/gone')).resolves.toBeUndefined();
  });

  it('keeps keys with unicode names apart and returns them as given', async () => {
    const names = ['avatars/Выписка ЄДР №1.pdf', 'avatars/Виписка ЄДР №1.pdf', 'avatars/履歴書 (2).docx'];
    for (const [i, key] of names.entries()) await storage.put(key, Buffer.from(`body ${i}`));
    for (const [i, key] of names.entries()) expect((await bytesOf((await storage.get(key)).stream)).toString()).toBe(`body ${i}`);
    expect(await keys(storage, 'avatars/')).toEqual(names.map((key, i) => `${key}:${`body ${i}`.length}`).sort());
  });

  it('lists only the keys under a prefix', async () => {
    await storage.put('listing/a/1', Buffer.from('1'));
    await storage.put('listing/b', Buffer.from('22'));
    await storage.put('listing-other/c', Buffer.from('333'));
    expect(await keys(storage, 'listing/')).toEqual(['listing/a/1:1', 'listing/b:2']);
    expect(await keys(storage, 'nothing-here/')).toEqual([]);
  });

  it('refuses keys that could leave the storage', async () => {
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
    }
  });

  it('leaves nothing behind when a streamed body fails midway', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(1024);
        throw new Error('the upload broke');
      })(),
    );
    await expect(storage.put('company-files/broken', failing)).rejects.toThrow(/the upload broke/);
    expect(await storage.head('company-files/broken')).toBeNull();
    if (storage instanceof LocalDiskStorage)
      expect((await readdir(join(storage.root, 'company-files'))).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
