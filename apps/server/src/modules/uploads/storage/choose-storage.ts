import type { AppConfig } from '#server/config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

/** The S3-compatible bucket when S3_BUCKET is set; otherwise the local upload directory (the default). */
export async function uploadStorage(config: AppConfig): Promise<UploadStorage> {
  if (!config.s3) return createLocalStorage(config.uploadDir);
  // The AWS SDK is loaded only when used: it adds to every start, and warns about Node 20.
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
