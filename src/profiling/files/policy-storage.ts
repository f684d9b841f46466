import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { MAX_POLICY_BYTES } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/** Policy types (spec §9): extension, the formats magic bytes may show, the type served. */
const FORMATS: Record<string, { detected: readonly string[]; mime: string }> = {
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  // Word 97-2003 files are OLE2 compound files; file-type names that container `cfb`.
  doc: { detected: ['cfb', 'doc'], mime: 'application/msword' },
  docx: { detected: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

export interface StoredPolicyFile {
  name: string;
  format: string;
  mime: string;
  size: number;
  storageKey: string;
}

/** The uploader's name made safe to show and to put in Content-Disposition. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return (cleaned || 'file').slice(-200);
}

/**
 * HR policy files on disk under `<storageDir>/policy-files`, outside any served folder, under
 * random names. Kept only when extension and magic bytes agree on doc, docx or pdf, up to 10 MB.
 */
@Injectable()
export class PolicyStorage {
  private readonly dir: string;
  private readonly uploadDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = resolve(config.storageDir, 'policy-files');
    this.uploadDir = resolve(config.storageDir, 'tmp');
  }

  /** A file the multipart handler streamed into the upload folder, and nothing else on disk. */
  isUpload(file: UploadedFile): boolean {
    return typeof file.path === 'string' && dirname(resolve(file.path)) === this.uploadDir;
  }

  /** Checks name, size and type without moving the upload (so a refused name leaves nothing behind). */
  async check(file: UploadedFile): Promise<Omit<StoredPolicyFile, 'storageKey'>> {
    if (!this.isUpload(file)) throw ProfilingErrors.fileRequired();
    const size = (await stat(file.path)).size;
    if (size > MAX_POLICY_BYTES) throw ProfilingErrors.fileTooLarge();
    const name = cleanFileName(file.filename);
    const format = extname(name).slice(1).toLowerCase();
    const accepted = Object.hasOwn(FORMATS, format) ? FORMATS[format]! : null;
    if (!accepted || size === 0) throw ProfilingErrors.fileType(format || name);
    const detected = await fileTypeFromFile(file.path);
    if (!detected || !accepted.detected.includes(detected.ext)) throw ProfilingErrors.fileType(format);
    return { name, format, mime: accepted.mime, size };
  }

  /** Moves a checked upload into storage; the caller removes it if its transaction fails. */
  async keep(file: UploadedFile): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const storageKey = randomBytes(16).toString('hex');
    const target = join(this.dir, storageKey);
    try {
      await rename(file.path, target);
    } catch {
      // The temporary folder may sit on another file system.
      await copyFile(file.path, target);
    }
    return storageKey;
  }

  async remove(storageKey: string): Promise<void> {
    if (!/^[0-9a-f]{32}$/.test(storageKey)) return;
    await rm(join(this.dir, storageKey), { force: true });
  }

  async open(storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
    if (!/^[0-9a-f]{32}$/.test(storageKey)) return null;
    const path = join(this.dir, storageKey);
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }
}
