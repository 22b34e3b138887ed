import { randomUUID } from 'node:crypto';
import { pictureVariantUrl } from '@reboard/contracts';
import type { ServiceLog } from '../../lib/logger.ts';
import { notFound, unavailable } from '../../lib/errors.ts';
import { narrowerCopies, reencodeImage } from './image.ts';
import { isUploadKey, type StoredFile, type UploadStorage } from './storage/upload-storage.ts';

export const UPLOADS_PREFIX = '/uploads/';

const storageDown = (message: string) => unavailable('STORAGE_UNAVAILABLE', message);

export function createUploadsService(storage: UploadStorage, log: ServiceLog) {
  return {
    /** Re-encodes an upload, stores it with its narrower copies, and returns its URL. */
    async storePicture(upload: Buffer): Promise<string> {
      const picture = await reencodeImage(upload);
      const copies = await narrowerCopies(picture);
      const name = `${randomUUID()}-${picture.width}x${picture.height}.webp`;
      const copyNames = copies.map((c) => pictureVariantUrl(name, c.width));
      try {
        // The copies first: once the picture's URL is out, every size its srcset names exists.
        await Promise.all(copies.map((c, i) => storage.put(copyNames[i]!, c.data)));
        await storage.put(name, picture.data);
      } catch (err) {
        log.error({ err, storage: storage.kind }, 'storing an upload failed');
        // Nobody can know the names of a half-stored picture: take back what was written.
        await Promise.allSettled([...copyNames, name].map((n) => storage.delete(n)));
        throw storageDown('errors.upload.notStored');
      }
      return `${UPLOADS_PREFIX}${name}`;
    },

    /** A stored upload by file name; anything that is not an upload's name is simply not found. */
    async openPicture(key: string): Promise<StoredFile> {
      if (!isUploadKey(key)) throw notFound('errors.upload.noSuchPicture');
      let file: StoredFile | null;
      try {
        file = await storage.get(key);
      } catch (err) {
        log.error({ err, storage: storage.kind }, 'reading an upload failed');
        throw storageDown('errors.upload.notLoaded');
      }
      if (!file) throw notFound('errors.upload.noSuchPicture');
      return file;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
