import { randomUUID } from 'node:crypto';
import { PICTURE_WIDTHS, pictureVariantUrl, UPLOAD_URL_PATTERN } from '@reboard/contracts';
import type { Database, Executor } from '#server/db/client.ts';
import type { ServiceLog } from '#server/lib/logger.ts';
import { notFound, unavailable } from '#server/lib/errors.ts';
import type { JobsService } from '../jobs/index.ts';
import { narrowerCopies, reencodeImage } from './image.ts';
import { isUploadKey, type StoredFile, type UploadStorage } from './storage/upload-storage.ts';
import { createUploadsRepository } from './uploads.repository.ts';

export const UPLOADS_PREFIX = '/uploads/';

/** An upload nobody put on a listing or a profile within this long is deleted, files and all. */
export const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;
export const UNUSED_UPLOAD_JOB = 'upload-unused';

const storageDown = (message: string) => unavailable('STORAGE_UNAVAILABLE', message);

/** The storage key of an upload's URL, or undefined for anything that is not one (a demo picture, a made-up path). */
const keyOf = (url: string): string | undefined => (UPLOAD_URL_PATTERN.test(url) ? url.slice(UPLOADS_PREFIX.length) : undefined);

/** A picture and every narrower copy it may have (deleting one that was never made is no error). */
const filesOf = (key: string): string[] => [key, ...PICTURE_WIDTHS.map((w) => pictureVariantUrl(key, w)).filter(isUploadKey)];

export interface UploadsDeps {
  db: Database;
  storage: UploadStorage;
  jobs: Pick<JobsService, 'enqueue' | 'handle'>;
  log: ServiceLog;
}

/** Pictures people upload: stored, claimed by what uses them, served, and swept when unused. */
export interface UploadsService {
  /** Re-encodes an upload, stores it with its narrower copies as `ownerId`'s, and returns its URL. */
  storePicture(ownerId: string, upload: Buffer): Promise<string>;
  /** Marks `ownerId`'s uploads among `urls` used, in `exec`; returns the URLs that are not theirs to use. */
  attach(ownerId: string, urls: readonly string[], exec: Executor): Promise<string[]>;
  /** A stored upload by file name; anything that is not an upload's name is simply not found. */
  openPicture(key: string): Promise<StoredFile>;
}

export function createUploadsService({ db, storage, jobs, log }: UploadsDeps): UploadsService {
  const repo = createUploadsRepository(db);
  const removeFiles = (keys: string[]) => Promise.allSettled(keys.map((n) => storage.delete(n)));

  // Each upload's own deadline, enqueued with its row (an outbox, as order completion is).
  jobs.handle(UNUSED_UPLOAD_JOB, async (payload) => {
    const { key } = payload as { key: string };
    if ((await repo.deleteUnused(key)) === 'used') return;
    // A failed delete fails the job, which retries; the row is gone by then, the files not yet.
    await Promise.all(filesOf(key).map((n) => storage.delete(n)));
  });

  return {
    /** Re-encodes an upload, stores it with its narrower copies as `ownerId`'s, and returns its URL. */
    async storePicture(ownerId: string, upload: Buffer): Promise<string> {
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
        await removeFiles([...copyNames, name]);
        throw storageDown('errors.upload.notStored');
      }
      try {
        await db.transaction(async (tx) => {
          await repo.insert(name, ownerId, tx);
          await jobs.enqueue(tx, { kind: UNUSED_UPLOAD_JOB, key: name, payload: { key: name }, runAt: new Date(Date.now() + UNUSED_UPLOAD_MS) });
        });
      } catch (err) {
        // Without its row nobody could ever attach it, nor would the sweep find it.
        await removeFiles([...copyNames, name]);
        throw err;
      }
      return `${UPLOADS_PREFIX}${name}`;
    },

    /**
     * Puts pictures to use for `ownerId` (on a listing, as their avatar) in the caller's
     * transaction, and returns those that may not be: anything that is not one of their uploads.
     * Used uploads are never swept.
     */
    async attach(ownerId: string, urls: readonly string[], exec: Executor): Promise<string[]> {
      const keys = [...new Set(urls.map(keyOf).filter((k): k is string => k !== undefined))];
      const claimed = await repo.claim(ownerId, keys, exec);
      return urls.filter((url) => !claimed.has(keyOf(url) ?? ''));
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

