import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dir } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, ObjectNotFoundError, type ObjectStorage, type StoredObject } from './object-storage.js';

const PARTIAL = '.part';

/**
 * Files under one folder on this machine (STORAGE_DIR), a key being a relative path: the layout the
 * product always had (`company-files/<key>`, `avatars/<key>-<edge>.webp`), so an existing folder
 * needs no change. One machine only: another replica does not see these files.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;
  readonly location: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.location = `disk:${this.root}`;
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    // Written beside the target and renamed into place: a reader never sees half a file.
    const partial = `${target}.${randomBytes(4).toString('hex')}${PARTIAL}`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject> {
    const path = this.path(key);
    // Open first, then ask the open file its size: a removal in between cannot make them disagree.
    const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR' ? new ObjectNotFoundError(key) : error;
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new ObjectNotFoundError(key);
      return { stream: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const { stream, size } = await this.get(key);
      stream.destroy();
      return { size };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    yield* this.walk(resolve(this.root, prefix));
  }

  private async *walk(dir: string): AsyncIterable<{ key: string; size: number }> {
    let entries: Dir;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* this.walk(path);
      else if (entry.isFile() && !entry.name.endsWith(PARTIAL)) {
        const info = await stat(path).catch(() => null);
        if (info) yield { key: relative(this.root, path).split(sep).join('/'), size: info.size };
      }
    }
  }

  private path(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }
}
