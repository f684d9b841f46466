import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { OBJECT_STORAGE, ObjectNotFoundError, type ObjectStorage, type StoredObject } from '../../shared/storage/object-storage.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { POLICY } from '../domain/policy.js';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const NAME = /^([0-9a-f]{32})-(\d{2,4})\.webp$/;

/**
 * Avatars under `avatars/` of the object storage, never in a served folder. Every upload is checked
 * by its magic bytes, decoded and re-encoded by sharp into square WebP renditions (which also
 * drops metadata such as GPS positions), and stored under a random 128-bit name stem. The files
 * are served by name (AvatarController): the name is the capability, since an `<img>` cannot send
 * the session header.
 */
@Injectable()
export class AvatarStorage {
  private readonly logger = new Logger('AvatarStorage');

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /** Checks and stores an upload; returns the name stem. Throws 413/415 for unfit files. */
  async store(file: UploadedFile): Promise<string> {
    const size = (await stat(file.path)).size;
    if (size > POLICY.avatar.maxBytes) throw IdentityErrors.fileTooLarge();
    if (size === 0) throw IdentityErrors.fileTypeUnsupported();
    const type = await fileTypeFromFile(file.path);
    if (!type || !ACCEPTED.has(type.mime)) throw IdentityErrors.fileTypeUnsupported();

    const key = randomBytes(16).toString('hex');
    const renditions: Array<[number, Buffer]> = [];
    try {
      // Encoded in memory (a few KB of WebP each) so that nothing is stored unless all of them decode.
      for (const edge of POLICY.avatar.sizes) {
        const webp = await sharp(file.path, { limitInputPixels: POLICY.avatar.maxPixels, failOn: 'error' })
          .rotate()
          .resize(edge, edge, { fit: 'cover', position: 'attention' })
          .webp({ quality: 85 })
          .toBuffer();
        renditions.push([edge, webp]);
      }
    } catch (error) {
      // Right magic bytes but an image sharp cannot decode (truncated, bomb, corrupt).
      this.logger.warn(`Avatar rejected: ${error instanceof Error ? error.message : String(error)}`);
      throw IdentityErrors.fileTypeUnsupported();
    }
    try {
      for (const [edge, webp] of renditions) await this.storage.put(this.key(key, edge), webp);
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return key;
  }

  async remove(key: string): Promise<void> {
    await Promise.all(POLICY.avatar.sizes.map((edge) => this.storage.delete(this.key(key, edge))));
  }

  /** A stored rendition by its public name, or null for a name we never made. */
  async open(name: string): Promise<(StoredObject & { edge: number }) | null> {
    const match = NAME.exec(name);
    if (!match) return null;
    const edge = Number(match[2]);
    if (!(POLICY.avatar.sizes as readonly number[]).includes(edge)) return null;
    try {
      return { ...(await this.storage.get(this.key(match[1]!, edge))), edge };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  private key(key: string, edge: number): string {
    return `avatars/${key}-${edge}.webp`;
  }
}
