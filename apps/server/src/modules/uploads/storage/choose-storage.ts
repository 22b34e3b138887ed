import type { AppConfig } from '../../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

/** The S3-compatible bucket when S3_BUCKET is set; otherwise the local upload directory (the default). */
export function uploadStorage(config: AppConfig): UploadStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadDir);
}
