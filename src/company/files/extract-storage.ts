import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { COMPANY_LIMITS } from '../../shared/contract/company.js';
import { ConvertedFileStore } from '../../shared/files/converted-file-store.js';
import { DOCUMENT_FORMATS, IMAGE_FORMATS } from '../../shared/files/file-store.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../shared/storage/object-storage.js';
import { DEMO_SAMPLE_KEY } from '../demo/sample-extract.js';
import { CompanyErrors } from '../domain/company.errors.js';

export { CONVERTED_FORMATS, type ConversionFailure } from '../../shared/files/converted-file-store.js';

/** The web checks the same before an upload (src/shared/contract/company.ts). */
export const MAX_EXTRACT_BYTES = COMPANY_LIMITS.extractMaxBytes;

/**
 * Register-extract files under `company-files/` of the object storage: scans (png, jpg) and papers
 * (pdf, doc, docx) up to 10 MB, each DOC/DOCX with the PDF rendition the worker makes beside it
 * (ConvertedFileStore).
 */
@Injectable()
export class ExtractStorage extends ConvertedFileStore {
  constructor(@Inject(OBJECT_STORAGE) storage: ObjectStorage, @Inject(APP_CONFIG) config: AppConfig) {
    super(storage, config.storageDir, 'company-files', {
      formats: { ...IMAGE_FORMATS, ...DOCUMENT_FORMATS },
      maxBytes: MAX_EXTRACT_BYTES,
      errors: CompanyErrors,
    });
  }

  /** Removes the file with its PDF rendition and any conversion record. */
  override async remove(storageKey: string): Promise<void> {
    // Demo records (npm run cli -- demo:companies) all share one sample file.
    if (storageKey === DEMO_SAMPLE_KEY) return;
    await super.remove(storageKey);
  }
}
