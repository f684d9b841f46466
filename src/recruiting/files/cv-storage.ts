import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { ConvertedFileStore } from '../../shared/files/converted-file-store.js';
import { DOCUMENT_FORMATS } from '../../shared/files/file-store.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../shared/storage/object-storage.js';
import { CandidateFileErrors } from '../domain/recruiting-records.errors.js';

export { CONVERTED_FORMATS, type ConversionFailure } from '../../shared/files/converted-file-store.js';

/** Like every other upload of a paper (extracts, HR policies). */
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/**
 * Candidates' CVs under `candidate-files/` of the object storage: PDF, DOC and DOCX up to 10 MB
 * (extension and magic bytes agree), each DOC/DOCX with the PDF the worker makes beside it for the
 * viewer and the text (ConvertedFileStore).
 */
@Injectable()
export class CvStorage extends ConvertedFileStore {
  constructor(@Inject(OBJECT_STORAGE) storage: ObjectStorage, @Inject(APP_CONFIG) config: AppConfig) {
    super(storage, config.storageDir, 'candidate-files', {
      formats: DOCUMENT_FORMATS,
      maxBytes: MAX_CV_BYTES,
      errors: CandidateFileErrors,
    });
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
