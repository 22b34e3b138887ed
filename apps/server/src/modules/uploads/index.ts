/* What other modules may use of uploads: putting a person's own uploads to use (listings, avatars). */
export type { UploadsService } from './uploads.service.ts';
