import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { copyFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { DOCUMENT_FORMATS, exists, FileStore, IMAGE_FORMATS, type StoredFile } from '../../shared/files/file-store.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { DEMO_SAMPLE_KEY } from '../demo/sample-extract.js';

export const MAX_EXTRACT_BYTES = 10 * 1024 * 1024;

/** Formats the viewer gets as a PDF made by LibreOffice (the browser cannot show them itself). */
export const CONVERTED_FORMATS: readonly string[] = ['doc', 'docx'];

/** Why a DOC/DOCX has no PDF rendition, as the worker recorded it beside the file. */
export type ConversionFailure = 'CONVERTER_MISSING' | 'CONVERSION_FAILED';

export type StoredExtract = StoredFile;

const RENDITION = '.pdf';
const FAILURE = '.conversion.json';

/**
 * Register-extract files on disk under `<storageDir>/company-files`: scans (png, jpg) and papers
 * (pdf, doc, docx) up to 10 MB, each DOC/DOCX with the PDF rendition the worker makes beside it.
 */
@Injectable()
export class ExtractStorage extends FileStore {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.storageDir, 'company-files', {
      formats: { ...IMAGE_FORMATS, ...DOCUMENT_FORMATS },
      maxBytes: MAX_EXTRACT_BYTES,
      errors: CompanyErrors,
    });
  }

  /** Checks the upload and moves it into storage; the caller removes it if its transaction fails. */
  async store(file: UploadedFile): Promise<StoredExtract> {
    const checked = await this.check(file);
    return { ...checked, storageKey: await this.keep(file) };
  }

  /** Removes the file with its PDF rendition and any conversion record. */
  override async remove(storageKey: string): Promise<void> {
    // Demo records (npm run cli -- demo:companies) all share one sample file.
    if (storageKey === DEMO_SAMPLE_KEY) return;
    await super.remove(storageKey);
    for (const suffix of [RENDITION, FAILURE]) {
      const path = this.path(storageKey, suffix);
      if (path) await rm(path, { force: true });
    }
  }

  /** Where the original lies (the converter reads it); null for a key the server never made. */
  originalPath(storageKey: string): string | null {
    return this.path(storageKey);
  }

  /** The PDF made from a DOC/DOCX, once the worker has stored it. */
  async openRendition(storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
    return this.open(storageKey, RENDITION);
  }

  async hasOriginal(storageKey: string): Promise<boolean> {
    const path = this.path(storageKey);
    return path !== null && (await exists(path));
  }

  async hasRendition(storageKey: string): Promise<boolean> {
    const path = this.path(storageKey, RENDITION);
    return path !== null && (await exists(path));
  }

  /**
   * Puts a finished PDF beside its original (a rename within the folder, so a reader sees all of it
   * or nothing). Answers false, keeping nothing, when the original was removed meanwhile.
   */
  async storeRendition(storageKey: string, pdfPath: string): Promise<boolean> {
    const original = this.path(storageKey);
    if (!original || !(await exists(original))) return false;
    const target = `${original}${RENDITION}`;
    const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
    await copyFile(pdfPath, partial);
    await rename(partial, target);
    await rm(`${original}${FAILURE}`, { force: true });
    // Removed while we copied: the removal ran before our rename, so clean up after it.
    if (!(await exists(original))) {
      await rm(target, { force: true });
      return false;
    }
    return true;
  }

  async recordFailure(storageKey: string, code: ConversionFailure): Promise<void> {
    const original = this.path(storageKey);
    if (!original || !(await exists(original))) return;
    await writeFile(`${original}${FAILURE}`, JSON.stringify({ code, at: new Date().toISOString() }));
  }

  async conversionFailure(storageKey: string): Promise<ConversionFailure | null> {
    const path = this.path(storageKey, FAILURE);
    if (!path) return null;
    try {
      const { code } = JSON.parse(await readFile(path, 'utf8')) as { code?: string };
      return code === 'CONVERTER_MISSING' ? code : 'CONVERSION_FAILED';
    } catch {
      return null;
    }
  }
}
