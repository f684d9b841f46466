import { Inject, Injectable } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { DOCUMENT_FORMATS, FileStore, IMAGE_FORMATS, type StoredFile } from '../../shared/files/file-store.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import {
  OBJECT_STORAGE,
  ObjectNotFoundError,
  readSmall,
  type ObjectStorage,
  type StoredObject,
} from '../../shared/storage/object-storage.js';
import { CompanyErrors } from '../domain/company.errors.js';
import { DEMO_SAMPLE_KEY } from '../demo/sample-extract.js';
import { COMPANY_LIMITS } from '../../shared/contract/company.js';

/** The web checks the same before an upload (src/shared/contract/company.ts). */
export const MAX_EXTRACT_BYTES = COMPANY_LIMITS.extractMaxBytes;

/** Formats the viewer gets as a PDF made by LibreOffice (the browser cannot show them itself). */
export const CONVERTED_FORMATS: readonly string[] = ['doc', 'docx'];

/** Why a DOC/DOCX has no PDF rendition, as the worker recorded it beside the file. */
export type ConversionFailure = 'CONVERTER_MISSING' | 'CONVERSION_FAILED';

export type StoredExtract = StoredFile;

const RENDITION = '.pdf';
const FAILURE = '.conversion.json';

/**
 * Register-extract files under `company-files/` of the object storage: scans (png, jpg) and papers
 * (pdf, doc, docx) up to 10 MB, each DOC/DOCX with the PDF rendition the worker makes beside it
 * (`<key>.pdf`) or the record of why it could not (`<key>.conversion.json`).
 */
@Injectable()
export class ExtractStorage extends FileStore {
  constructor(@Inject(OBJECT_STORAGE) storage: ObjectStorage, @Inject(APP_CONFIG) config: AppConfig) {
    super(storage, config.storageDir, 'company-files', {
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
      const key = this.key(storageKey, suffix);
      if (key) await this.storage.delete(key);
    }
  }

  /**
   * Streams the original into a file on this machine (the converter's temporary copy, which the
   * caller removes). False when there is no such original (removed meanwhile, or a key we never made).
   */
  async copyOriginalTo(storageKey: string, localPath: string): Promise<boolean> {
    const opened = await this.open(storageKey);
    if (!opened) return false;
    await pipeline(opened.stream, createWriteStream(localPath, { mode: 0o600 }));
    return true;
  }

  /** The PDF made from a DOC/DOCX, once the worker has stored it. */
  async openRendition(storageKey: string): Promise<StoredObject | null> {
    return this.open(storageKey, RENDITION);
  }

  async hasOriginal(storageKey: string): Promise<boolean> {
    return this.has(storageKey);
  }

  async hasRendition(storageKey: string): Promise<boolean> {
    return this.has(storageKey, RENDITION);
  }

  /**
   * Stores a finished PDF beside its original (the port's put is all-or-nothing, so a reader sees all
   * of it or nothing). Answers false, keeping nothing, when the original was removed meanwhile.
   */
  async storeRendition(storageKey: string, pdfPath: string): Promise<boolean> {
    const rendition = this.key(storageKey, RENDITION);
    if (!rendition || !(await this.hasOriginal(storageKey))) return false;
    await this.storage.put(rendition, createReadStream(pdfPath));
    await this.storage.delete(this.key(storageKey, FAILURE)!);
    // Removed while we stored: the removal ran before our put, so clean up after it.
    if (!(await this.hasOriginal(storageKey))) {
      await this.storage.delete(rendition);
      return false;
    }
    return true;
  }

  async recordFailure(storageKey: string, code: ConversionFailure): Promise<void> {
    const record = this.key(storageKey, FAILURE);
    if (!record || !(await this.hasOriginal(storageKey))) return;
    await this.storage.put(record, Buffer.from(JSON.stringify({ code, at: new Date().toISOString() })));
  }

  async conversionFailure(storageKey: string): Promise<ConversionFailure | null> {
    const record = this.key(storageKey, FAILURE);
    if (!record) return null;
    try {
      const { code } = JSON.parse(await readSmall(this.storage, record)) as { code?: string };
      return code === 'CONVERTER_MISSING' ? code : 'CONVERSION_FAILED';
    } catch (error) {
      // No record, or one cut short: nothing known yet. A storage outage is an error to report.
      if (error instanceof ObjectNotFoundError || error instanceof SyntaxError) return null;
      throw error;
    }
  }
}
