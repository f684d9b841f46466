import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { POLICY } from '../domain/policy.js';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const NAME = /^([0-9a-f]{32})-(\d{2,4})\.webp$/;

/**
 * Avatars on disk under `<storageDir>/avatars`, outside any served folder. Every upload is checked
 * by its magic bytes, decoded and re-encoded by sharp into square WebP renditions (which also
 * drops metadata such as GPS positions), and stored under a random 128-bit name stem. The files
 * are served by name (AvatarController): the name is the capability, since an `<img>` cannot send
 * the session header.
 */
@Injectable()
export class AvatarStorage {
  private readonly logger = new Logger('AvatarStorage');
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = resolve(config.storageDir, 'avatars');
  }

  /** Checks and stores an upload; returns the name stem. Throws 413/415 for unfit files. */
  async store(file: UploadedFile): Promise<string> {
    const size = (await stat(file.path)).size;
    if (size > POLICY.avatar.maxBytes) throw IdentityErrors.fileTooLarge();
    if (size === 0) throw IdentityErrors.fileTypeUnsupported();
    const type = await fileTypeFromFile(file.path);
    if (!type || !ACCEPTED.has(type.mime)) throw IdentityErrors.fileTypeUnsupported();

    await mkdir(this.dir, { recursive: true });
    const key = randomBytes(16).toString('hex');
    try {
      for (const edge of POLICY.avatar.sizes) {
        await sharp(file.path, { limitInputPixels: POLICY.avatar.maxPixels, failOn: 'error' })
          .rotate()
          .resize(edge, edge, { fit: 'cover', position: 'attention' })
          .webp({ quality: 85 })
          .toFile(this.path(key, edge));
      }
    } catch (error) {
      await this.remove(key);
      // Right magic bytes but an image sharp cannot decode (truncated, bomb, corrupt).
      this.logger.warn(`Avatar rejected: ${error instanceof Error ? error.message : String(error)}`);
      throw IdentityErrors.fileTypeUnsupported();
    }
    return key;
  }

  async remove(key: string): Promise<void> {
    await Promise.all(POLICY.avatar.sizes.map((edge) => rm(this.path(key, edge), { force: true })));
  }

  /** A stored rendition by its public name, or null for a name we never made. */
  async open(name: string): Promise<{ stream: ReadStream; size: number; edge: number } | null> {
    const match = NAME.exec(name);
    if (!match) return null;
    const edge = Number(match[2]);
    if (!(POLICY.avatar.sizes as readonly number[]).includes(edge)) return null;
    const path = this.path(match[1]!, edge);
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size, edge };
    } catch {
      return null;
    }
  }

  private path(key: string, edge: number): string {
    return join(this.dir, `${key}-${edge}.webp`);
  }
}
