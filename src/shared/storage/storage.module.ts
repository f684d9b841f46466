import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage.js';

/** The folders (key prefixes) the product stores files under; `storage:migrate` copies exactly these. */
export const STORED_FOLDERS = ['company-files', 'policy-files', 'avatars'] as const;

/**
 * The adapter STORAGE_URL asks for. The AWS SDK (0.2 s of CPU to load) is loaded only when it is a
 * bucket: every start of the product, worker and CLI on the local disk goes without it.
 */
export async function createObjectStorage(config: Pick<AppConfig, 'storage' | 'storageDir'>): Promise<ObjectStorage> {
  if (config.storage.kind !== 's3') return new LocalDiskStorage(config.storageDir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.storage);
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
    this.storage.close?.();
  }
}
