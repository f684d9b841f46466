import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { DEMO_SAMPLE_KEY } from '../demo/sample-extract.js';

export const MAX_EXTRACT_BYTES = 10 * 1024 * 1024;

/** Accepted extensions, the formats their magic bytes may show, and the type we serve them with. */
const FORMATS: Record<string, { detected: readonly string[]; mime: string }> = {
  png: { detected: ['png'], mime: 'image/png' },
  jpg: { detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mime: 'image/jpeg' },
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  // Word 97-2003 files are OLE2 compound files; file-type names that container `cfb`.
  doc: { detected: ['cfb', 'doc'], mime: 'application/msword' },
  docx: { detected: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** Formats the viewer gets as a PDF made by LibreOffice (the browser cannot show them itself). */
export const CONVERTED_FORMATS: readonly string[] = ['doc', 'docx'];

/** Why a DOC/DOCX has no PDF rendition, as the worker recorded it beside the file. */
export type ConversionFailure = 'CONVERTER_MISSING' | 'CONVERSION_FAILED';

export interface StoredExtract {
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
 * Register-extract files on disk under `<storageDir>/company-files`, outside any served folder,
 * under random names. A file is kept only when its extension and its magic bytes agree on one of
 * the accepted formats (a renamed executable is 415) and it fits in 10 MB.
 */
@Injectable()
export class ExtractStorage {
  private readonly dir: string;
  private readonly uploadDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = resolve(config.storageDir, 'company-files');
    this.uploadDir = resolve(config.storageDir, 'tmp');
  }

  /** A file the multipart handler streamed into the upload folder, and nothing else on disk. */
  isUpload(file: UploadedFile): boolean {
    return typeof file.path === 'string' && dirname(resolve(file.path)) === this.uploadDir;
  }

  /** Checks the upload and moves it into storage; the caller removes it if its transaction fails. */
  async store(file: UploadedFile): Promise<StoredExtract> {
    if (!this.isUpload(file)) throw CompanyErrors.fileRequired();
    const size = (await stat(file.path)).size;
    if (size > MAX_EXTRACT_BYTES) throw CompanyErrors.fileTooLarge();
    const name = cleanFileName(file.filename);
    const format = extname(name).slice(1).toLowerCase();
    const accepted = Object.hasOwn(FORMATS, format) ? FORMATS[format]! : null;
    if (!accepted || size === 0) throw CompanyErrors.fileType(format || name);
    const detected = await fileTypeFromFile(file.path);
    if (!detected || !accepted.detected.includes(detected.ext)) throw CompanyErrors.fileType(format);

    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const storageKey = randomBytes(16).toString('hex');
    const target = join(this.dir, storageKey);
    try {
      await rename(file.path, target);
    } catch {
      // The temporary folder may sit on another file system.
      await copyFile(file.path, target);
    }
    return { name, format, mime: accepted.mime, size, storageKey };
  }

  /** Removes the file with its PDF rendition and any conversion record. */
  async remove(storageKey: string): Promise<void> {
    // Demo records (npm run cli -- demo:companies) all share one sample file.
    if (!STORAGE_KEY.test(storageKey) || storageKey === DEMO_SAMPLE_KEY) return;
    await rm(join(this.dir, storageKey), { force: true });
    await rm(this.renditionPath(storageKey), { force: true });
    await rm(this.failurePath(storageKey), { force: true });
  }

  async open(storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
    if (!STORAGE_KEY.test(storageKey)) return null;
    return openPath(join(this.dir, storageKey));
  }

  /** Where the original lies (the converter reads it); null for a key the server never made. */
  originalPath(storageKey: string): string | null {
    return STORAGE_KEY.test(storageKey) ? join(this.dir, storageKey) : null;
  }

  /** The PDF made from a DOC/DOCX, once the worker has stored it. */
  async openRendition(storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
    if (!STORAGE_KEY.test(storageKey)) return null;
    return openPath(this.renditionPath(storageKey));
  }

  async hasOriginal(storageKey: string): Promise<boolean> {
    return STORAGE_KEY.test(storageKey) && (await exists(join(this.dir, storageKey)));
  }

  async hasRendition(storageKey: string): Promise<boolean> {
    return STORAGE_KEY.test(storageKey) && (await exists(this.renditionPath(storageKey)));
  }

  /**
   * Puts a finished PDF beside its original (a rename within the folder, so a reader sees all of it
   * or nothing). Answers false, keeping nothing, when the original was removed meanwhile.
   */
  async storeRendition(storageKey: string, pdfPath: string): Promise<boolean> {
    const original = this.originalPath(storageKey);
    if (!original || !(await exists(original))) return false;
    const target = this.renditionPath(storageKey);
    const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
    await copyFile(pdfPath, partial);
    await rename(partial, target);
    await rm(this.failurePath(storageKey), { force: true });
    // Removed while we copied: the removal ran before our rename, so clean up after it.
    if (!(await exists(original))) {
      await rm(target, { force: true });
      return false;
    }
    return true;
  }

  async recordFailure(storageKey: string, code: ConversionFailure): Promise<void> {
    const original = this.originalPath(storageKey);
    if (!original || !(await exists(original))) return;
    await writeFile(this.failurePath(storageKey), JSON.stringify({ code, at: new Date().toISOString() }));
  }

  async conversionFailure(storageKey: string): Promise<ConversionFailure | null> {
    if (!STORAGE_KEY.test(storageKey)) return null;
    try {
      const { code } = JSON.parse(await readFile(this.failurePath(storageKey), 'utf8')) as { code?: string };
      return code === 'CONVERTER_MISSING' ? code : 'CONVERSION_FAILED';
    } catch {
      return null;
    }
  }

  private renditionPath(storageKey: string): string {
    return join(this.dir, `${storageKey}.pdf`);
  }

  private failurePath(storageKey: string): string {
    return join(this.dir, `${storageKey}.conversion.json`);
  }
}

const STORAGE_KEY = /^[0-9a-f]{32}$/;

async function exists(path: string): Promise<boolean> {
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
