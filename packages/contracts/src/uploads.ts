import { z } from 'zod';

/*
 * The rules for a picture, written once: the browser checks them before uploading (to show
 * the spec's messages at once) and the server checks them again on the bytes it receives.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Checked from the image header before decoding, so a "decompression bomb" is refused cheaply. */
export const MAX_UPLOAD_PIXELS = 20_000_000;
/** Longest side of the stored picture; larger ones are scaled down. */
export const MAX_PICTURE_SIDE = 1600;
/** What file inputs offer; the content is what counts. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif';

export const PICTURE_ERRORS = {
  type: 'File type is not supported',
  tooBig: 'File size is too big',
  tooSmall: 'File size is too small',
} as const;

export type PictureType = 'jpeg' | 'png' | 'gif';

const SIGNATURES: ReadonlyArray<[PictureType, readonly number[]]> = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
];

/** The file's real type from its first bytes; a name or a declared type is never trusted. */
export function sniffPictureType(head: Uint8Array): PictureType | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((byte, i) => head[i] === byte))?.[0];
}

/** The spec's message for a file that cannot be a picture, or null when it can. */
export function pictureProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return PICTURE_ERRORS.tooSmall;
  if (size > MAX_UPLOAD_BYTES) return PICTURE_ERRORS.tooBig;
  if (!sniffPictureType(head)) return PICTURE_ERRORS.type;
  return null;
}

/**
 * Where an uploaded picture lives: always a file Reboard re-encoded itself (a regex source),
 * with its size in the name (picture-variants.ts), or without it for uploads made before.
 */
export const UPLOAD_PATH_SOURCE = String.raw`/uploads/[0-9a-f-]{36}(?:-[1-9][0-9]{0,4}x[1-9][0-9]{0,4})?\.webp`;
export const UPLOAD_URL_PATTERN = new RegExp(`^${UPLOAD_PATH_SOURCE}$`);

export const UploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
