import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { uploadFilesRoutes } from './upload-files.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import type { UploadsService } from './uploads.service.ts';

/* What other modules may use of uploads: putting a person's own uploads to use (listings, avatars); and what app.ts and the CLI wire: the service, its storage, the demo pictures' copies. */
export { createUploadsService, type UploadsService } from './uploads.service.ts';
export { uploadStorage } from './storage/choose-storage.ts';
export { writeDemoPictureCopies } from './demo-pictures.ts';

/** Mounts the upload route under /api and the uploaded files at /uploads/ (from `uploadDir`, or streamed from the bucket). */
export async function mountUploads(app: AppInstance, deps: { uploads: UploadsService; uploadDir: string | undefined }): Promise<void> {
  await app.register(uploadFilesRoutes, deps);
  await app.register(uploadsRoutes, { prefix: API_PREFIX, uploads: deps.uploads });
}
