import path from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DiskStorage } from './disk-storage.js';
import { PicturesController } from './http/pictures.controller.js';
import { S3Storage } from './s3-storage.js';
import { FILE_STORAGE, type FileStorage } from './storage.port.js';

/** The adapter the settings choose: S3 with `S3_URL`, else the disk under `DATA_DIR/files`. */
export function storageFor(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'files'));
}

/** Provides `FILE_STORAGE` to every module (decision 0095). */
@Global()
@Module({
  controllers: [PicturesController],
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => storageFor(config) }],
  exports: [FILE_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
