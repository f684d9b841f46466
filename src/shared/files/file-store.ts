import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { cleanFileName } from './file-name.js';
import type { UploadedFile } from './multipart.js';

export { cleanFileName } from './file-name.js';

/** An accepted extension: the formats its magic bytes may show, and the type we serve it with. */
export interface FileFormat {
  detected: readonly string[];
  mime: string;
}

/** Office and PDF documents, the formats every upload of a paper accepts. */
export const DOCUMENT_FORMATS: Readonly<Record<string, FileFormat>> = {
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  // Word 97-2003 files are OLE2 compound files; file-type names that container `cfb`.
  doc: { detected: ['cfb', 'doc'], mime: 'application/msword' },
  docx: { detected: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** Scans and photos. */
export const IMAGE_FORMATS: Readonly<Record<string, FileFormat>> = {
  png: { detected: ['png'], mime: 'image/png' },
  jpg: { detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mime: 'image/jpeg' },
};

/** What a checked upload is, before it has a storage key. */
export interface CheckedFile {
  name: string;
  format: string;
  mime: string;
  size: number;
}

export interface StoredFile extends CheckedFile {
  storageKey: string;
}

/** The context's own errors (codes and texts stay the context's), thrown by `check`. */
export interface FileErrors {
  fileRequired(): Error;
  fileTooLarge(): Error;
  fileType(format: string): Error;
}

export interface FileRules {
  formats: Readonly<Record<string, FileFormat>>;
  maxBytes: number;
  errors: FileErrors;
}

/** Keys the server makes; anything else named by a caller is never a path we touch. */
export const STORAGE_KEY = /^[0-9a-f]{32}$/;

/**
 * Uploaded files in one folder under `<storageDir>`, outside any served folder, under random names.
 * A file is kept only when its extension and its magic bytes agree on an accepted format (a renamed
 * executable is 415) and it fits the size limit. Each context owns one store with its own folder.
 */
export class FileStore {
  readonly dir: string;
  private readonly uploadDir: string;

  constructor(
    storageDir: string,
    folder: string,
    private readonly rules: FileRules,
  ) {
    this.dir = resolve(storageDir, folder);
    this.uploadDir = resolve(storageDir, 'tmp');
  }

  /** A file the multipart handler streamed into the upload folder, and nothing else on disk. */
  isUpload(file: UploadedFile): boolean {
    return typeof file.path === 'string' && dirname(resolve(file.path)) === this.uploadDir;
  }

  /** Checks name, size and type without moving the upload (so a refused name leaves nothing behind). */
  async check(file: UploadedFile): Promise<CheckedFile> {
    const { errors, formats, maxBytes } = this.rules;
    if (!this.isUpload(file)) throw errors.fileRequired();
    const size = (await stat(file.path)).size;
    if (size > maxBytes) throw errors.fileTooLarge();
    const name = cleanFileName(file.filename);
    const format = extname(name).slice(1).toLowerCase();
    const accepted = Object.hasOwn(formats, format) ? formats[format]! : null;
    if (!accepted || size === 0) throw errors.fileType(format || name);
    const detected = await fileTypeFromFile(file.path);
    if (!detected || !accepted.detected.includes(detected.ext)) throw errors.fileType(format);
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

  /** Where a stored file lies, or a file beside it (`suffix`); null for a key the server never made. */
  path(storageKey: string, suffix = ''): string | null {
    return STORAGE_KEY.test(storageKey) ? join(this.dir, `${storageKey}${suffix}`) : null;
  }

  async remove(storageKey: string): Promise<void> {
    const path = this.path(storageKey);
    if (path) await rm(path, { force: true });
  }

  async open(storageKey: string, suffix = ''): Promise<{ stream: ReadStream; size: number } | null> {
    const path = this.path(storageKey, suffix);
    return path ? openPath(path) : null;
  }
}

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function openPath(path: string): Promise<{ stream: ReadStream; size: number } | null> {
  try {
    const info = await stat(path);
    return { stream: createReadStream(path), size: info.size };
  } catch {
    return null;
  }
}
