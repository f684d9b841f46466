import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

/** The folders (key prefixes) the product stores files under; `storage:migrate` copies exactly these. */
export const STORED_FOLDERS = ['company-files', 'policy-files', 'avatars'] as const;

export function createObjectStorage(config: Pick<AppConfig, 'storage' | 'storageDir'>): ObjectStorage {
  return config.storage.kind === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.storageDir);
}

/** Provides OBJECT_STORAGE to every context: one adapter per process, chosen by STORAGE_URL. */
@Global()
@Module({
  providers: [{ provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: createObjectStorage }],
  exports: [OBJECT_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {
    new Logger('Storage').log(`Files in ${storage.location}`);
  }

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
