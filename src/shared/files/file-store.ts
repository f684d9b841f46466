import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { ObjectNotFoundError, type ObjectStorage, type StoredObject } from '../storage/object-storage.js';
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
  /** An accepted extension on bytes of no such format (a renamed file) or on no bytes at all. */
  fileContent(format: string): Error;
}

export interface FileRules {
  formats: Readonly<Record<string, FileFormat>>;
  maxBytes: number;
  errors: FileErrors;
}

/** Keys the server makes; anything else named by a caller is never a key we touch. */
export const STORAGE_KEY = /^[0-9a-f]{32}$/;

/**
 * Uploaded files in one folder (key prefix) of the object storage (src/shared/storage), under random
 * names. A file is kept only when its extension and its magic bytes agree on an accepted format (a
 * renamed executable is 415) and it fits the size limit. Each context owns one store with its own
 * folder. Uploads arrive in `<storageDir>/tmp` on this machine (multipart.ts) and are checked there.
 */
export class FileStore {
  private readonly uploadDir: string;

  constructor(
    protected readonly storage: ObjectStorage,
    storageDir: string,
    readonly folder: string,
    private readonly rules: FileRules,
  ) {
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
    if (!accepted) throw errors.fileType(format || name);
    // The type is allowed, the content is not of it: saying the type is refused would be untrue.
    if (size === 0) throw errors.fileContent(format);
    const detected = await fileTypeFromFile(file.path);
    if (!detected || !accepted.detected.includes(detected.ext)) throw errors.fileContent(format);
    return { name, format, mime: accepted.mime, size };
  }

  /** Streams a checked upload into storage and drops the upload; the caller removes it if its transaction fails. */
  async keep(file: UploadedFile): Promise<string> {
    const storageKey = randomBytes(16).toString('hex');
    await this.storage.put(this.key(storageKey)!, createReadStream(file.path));
    await rm(file.path, { force: true });
    return storageKey;
  }

  /** The storage key of a stored file, or of a file beside it (`suffix`); null for a key the server never made. */
  key(storageKey: string, suffix = ''): string | null {
    return STORAGE_KEY.test(storageKey) ? `${this.folder}/${storageKey}${suffix}` : null;
  }

  async remove(storageKey: string): Promise<void> {
    const key = this.key(storageKey);
    if (key) await this.storage.delete(key);
  }

  /** A stored file as a stream with its size, or null when there is none. */
  async open(storageKey: string, suffix = ''): Promise<StoredObject | null> {
    const key = this.key(storageKey, suffix);
    if (!key) return null;
    try {
      return await this.storage.get(key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  async has(storageKey: string, suffix = ''): Promise<boolean> {
    const key = this.key(storageKey, suffix);
    return key !== null && (await this.storage.head(key)) !== null;
  }
}
