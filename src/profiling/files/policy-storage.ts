import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { DOCUMENT_FORMATS, FileStore } from '../../shared/files/file-store.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../shared/storage/object-storage.js';
import { MAX_POLICY_BYTES } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';

/**
 * HR policy files under `policy-files/` of the object storage. Kept only when extension and magic
 * bytes agree on doc, docx or pdf (spec §9), up to 10 MB.
 */
@Injectable()
export class PolicyStorage extends FileStore {
  constructor(@Inject(OBJECT_STORAGE) storage: ObjectStorage, @Inject(APP_CONFIG) config: AppConfig) {
    super(storage, config.storageDir, 'policy-files', {
      formats: DOCUMENT_FORMATS,
      maxBytes: MAX_POLICY_BYTES,
      errors: ProfilingErrors,
    });
  }
}
