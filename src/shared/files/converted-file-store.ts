import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, readSmall, type StoredObject } from '../storage/object-storage.js';
import { FileStore, type StoredFile } from './file-store.js';
import type { UploadedFile } from './multipart.js';

/** Formats the viewer gets as the PDF the worker made with LibreOffice (the browser cannot show them itself). */
export const CONVERTED_FORMATS: readonly string[] = ['doc', 'docx'];

/** Why a DOC/DOCX has no PDF rendition, as the worker recorded it beside the file. */
export type ConversionFailure = 'CONVERTER_MISSING' | 'CONVERSION_FAILED';

const RENDITION = '.pdf';
const FAILURE = '.conversion.json';

/**
 * A file store whose DOC/DOCX files get a PDF rendition from the worker (pdf-converter.ts), kept
 * beside the original as `<key>.pdf`, or the record of why there is none (`<key>.conversion.json`).
 * The company's register extracts and the candidates' CVs are stored so; each context subclasses it
 * with its folder, formats, limit and errors.
 */
export class ConvertedFileStore extends FileStore {
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

  /**
   * Streams the original (or the file beside it named by `suffix`) into a file on this machine: the
   * converter's temporary copy, which the caller removes. False when it is not stored (removed
   * meanwhile, or a key we never made).
   */
  async copyTo(storageKey: string, localPath: string, suffix = ''): Promise<boolean> {
    const opened = await this.open(storageKey, suffix);
    if (!opened) return false;
    await pipeline(opened.stream, createWriteStream(localPath, { mode: 0o600 }));
    return true;
  }

  /** The PDF made from a DOC/DOCX, once the worker has stored it. */
  openRendition(storageKey: string): Promise<StoredObject | null> {
    return this.open(storageKey, RENDITION);
  }

  hasRendition(storageKey: string): Promise<boolean> {
    return this.has(storageKey, RENDITION);
  }

  /**
   * Stores a finished PDF (its bytes, or the path of the file on this machine that holds them) beside
   * its original, and drops any failure an earlier attempt recorded. The port's put is all-or-nothing,
   * so a reader sees all of it or nothing. False, keeping nothing, when the original was removed meanwhile.
   */
  async storeRendition(storageKey: string, pdf: Buffer | string): Promise<boolean> {
    const rendition = this.key(storageKey, RENDITION);
    if (!rendition || !(await this.has(storageKey))) return false;
    await this.storage.put(rendition, typeof pdf === 'string' ? createReadStream(pdf) : pdf);
    await this.storage.delete(this.key(storageKey, FAILURE)!);
    // Removed while we stored: the removal ran before our put, so clean up after it.
    if (!(await this.has(storageKey))) {
      await this.storage.delete(rendition);
      return false;
    }
    return true;
  }

  /** Records why there is no rendition (nothing when the original is gone). */
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
      // No record, or one cut short: nothing known yet. A storage outage is an error to report.
      if (error instanceof ObjectNotFoundError || error instanceof SyntaxError) return null;
      throw error;
    }
  }
}
