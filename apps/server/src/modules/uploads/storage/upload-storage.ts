import type { Readable } from 'node:stream';

/** A stored upload on its way out: its bytes as a stream, and what HTTP caching needs. */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded files live: a local directory or an S3-compatible bucket. Keys are the file
 * names the server made (see isUploadKey); callers never pass a path.
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections when the app closes. */
  close(): void;
}

/**
 * The names uploads are stored under (picture-variants.ts): `<uuid>.webp` from before sizes
 * were in the name, `<uuid>-WxH.webp`, and `<uuid>-WxH.<w>w.webp` for its narrower copies.
 * Anything else (a slash, `..`, another extension) is no upload's name.
 */
const UPLOAD_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}(?:\.[1-9][0-9]{0,4}w)?)?\.webp$/;

export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

export class InvalidUploadKeyError extends Error {
  constructor(key: string) {
    super(`Not an upload's name: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/** Storages refuse any other key, so no caller mistake can reach outside the directory or bucket. */
export function checkUploadKey(key: string): string {
  if (!isUploadKey(key)) throw new InvalidUploadKeyError(key);
  return key;
}
