import type { Readable } from 'node:stream';

/**
 * Where every stored file lives (extracts, their renditions, policy files, avatars), by key: a
 * relative name such as `company-files/<random>`. Two adapters: the local disk under STORAGE_DIR
 * (local-disk-storage.ts, the default) and an S3-compatible bucket (s3-storage.ts), chosen by
 * STORAGE_URL. Bodies are streamed both ways, so no file is ever held whole in memory.
 */
export interface ObjectStorage {
  /** Where the files are, for logs and the migrate command (`disk:/srv/storage`, `s3://bucket/prefix`). */
  readonly location: string;
  /** Stores a body under `key`, replacing what was there; a reader sees the old body or all of the new one. */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** Opens a stored body; throws ObjectNotFoundError when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject>;
  /** The size of a stored body, or null when nothing is stored under `key`. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes a body; removing a missing key is no error. */
  delete(key: string): Promise<void>;
  /** Every stored key under a prefix (`company-files/`), with its size, in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Releases what the adapter holds open (the S3 client's sockets), on shutdown. */
  close?(): void;
}

export interface StoredObject {
  stream: Readable;
  size: number;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export class ObjectNotFoundError extends Error {
  readonly code = 'OBJECT_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No stored file under "${key}"`);
    this.name = 'ObjectNotFoundError';
  }
}

/**
 * Keys are made by the server, never by callers, but the disk adapter turns them into paths: refuse
 * anything that could leave the storage root (`..`, absolute, backslashes, empty segments, NUL).
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 900 ||
    /[\\\0]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Reads a small stored body (a conversion record) as text; never used for the files themselves. */
export async function readSmall(storage: ObjectStorage, key: string, maxBytes = 64 * 1024): Promise<string> {
  const { stream, size } = await storage.get(key);
  if (size > maxBytes) {
    stream.destroy();
    throw new Error(`"${key}" is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
