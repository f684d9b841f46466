import { Inject, Injectable } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { DOCUMENT_FORMATS, FileStore, type StoredFile } from '../../shared/files/file-store.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import {
  OBJECT_STORAGE,
  ObjectNotFoundError,
  readSmall,
  type ObjectStorage,
  type StoredObject,
} from '../../shared/storage/object-storage.js';
import { CandidateFileErrors } from '../domain/recruiting-records.errors.js';

/** Like every other upload of a paper (extracts, HR policies). */
export const MAX_CV_BYTES = 10 * 1024 * 1024;
/** Formats the viewer gets as the PDF the worker made (the browser cannot show them itself). */
export const CONVERTED_FORMATS: readonly string[] = ['doc', 'docx'];
export type ConversionFailure = 'CONVERTER_MISSING' | 'CONVERSION_FAILED';

const RENDITION = '.pdf';
const FAILURE = '.conversion.json';

/**
 * Candidates' CVs under `candidate-files/` of the object storage: PDF, DOC and DOCX up to 10 MB
 * (extension and magic bytes agree), each DOC/DOCX with the PDF the worker makes beside it
 * (`<key>.pdf`, for the viewer and the text) or the record of why it could not (`<key>.conversion.json`).
 */
@Injectable()
export class CvStorage extends FileStore {
  constructor(@Inject(OBJECT_STORAGE) storage: ObjectStorage, @Inject(APP_CONFIG) config: AppConfig) {
    super(storage, config.storageDir, 'candidate-files', {
      formats: DOCUMENT_FORMATS,
      maxBytes: MAX_CV_BYTES,
      errors: CandidateFileErrors,
    });
  }

  /** Checks the upload and moves it into storage; the caller removes it if its transaction fails. */
  async store(file: UploadedFile): Promise<StoredFile> {
    const checked = await this.check(file);
    return { ...checked, storageKey: await this.keep(file) };
  }

  /** Removes the file with its PDF rendition and any conversion record. */
  override async remove(storageKey: string): Promise<void> {
    await super.remove(storageKey);
    for (const suffix of [RENDITION, FAILURE]) {
      const key = this.key(storageKey, suffix);
      if (key) await this.storage.delete(key);
    }
  }

  /** Streams the original (or its rendition) into a file on this machine; false when it is not stored. */
  async copyTo(storageKey: string, localPath: string, suffix = ''): Promise<boolean> {
    const opened = await this.open(storageKey, suffix);
    if (!opened) return false;
    await pipeline(opened.stream, createWriteStream(localPath, { mode: 0o600 }));
    return true;
  }

  openRendition(storageKey: string): Promise<StoredObject | null> {
    return this.open(storageKey, RENDITION);
  }

  /** Stores a finished PDF beside its original; false (keeping nothing) when the original was removed meanwhile. */
  async storeRendition(storageKey: string, pdf: Buffer): Promise<boolean> {
    const rendition = this.key(storageKey, RENDITION);
    if (!rendition || !(await this.has(storageKey))) return false;
    await this.storage.put(rendition, pdf);
    if (!(await this.has(storageKey))) {
      await this.storage.delete(rendition);
      return false;
    }
    return true;
  }

  async recordFailure(storageKey: string, code: ConversionFailure): Promise<void> {
    const record = this.key(storageKey, FAILURE);
    if (!record || !(await this.has(storageKey))) return;
    await this.storage.put(record, Buffer.from(JSON.stringify({ code, at: new Date().toISOString() })));
  }

  async conversionFailure(storageKey: string): Promise<ConversionFailure | null> {
    const record = this.key(storageKey, FAILURE);
    if (!record) return null;
    try {
      const { code } = JSON.parse(await readSmall(this.storage, record)) as { code?: string };
      return code === 'CONVERTER_MISSING' ? code : 'CONVERSION_FAILED';
    } catch (error) {
      if (error instanceof ObjectNotFoundError || error instanceof SyntaxError) return null;
      throw error;
    }
  }

  /** The whole stored body (a CV of at most 10 MB, or its PDF), for the export's zip. */
  async read(storageKey: string, suffix = ''): Promise<Buffer | null> {
    const opened = await this.open(storageKey, suffix);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}
