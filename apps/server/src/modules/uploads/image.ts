import sharp, { type Metadata } from 'sharp';
import { invalid, tooLarge, unsupported } from '../../lib/errors.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_PIXELS = 20_000_000;
export const MAX_SIDE = 1600;

/** The file's real type, from its first bytes; its name and declared type are never trusted. */
export function sniffImageType(buf: Buffer): 'jpeg' | 'png' | 'gif' | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return undefined;
}

/**
 * Re-encodes an upload to WebP: metadata (EXIF, GPS) dropped, the longest side at most 1600 px,
 * and a pixel cap checked from the header before any decoding, so a "decompression bomb" is
 * refused cheaply.
 */
export async function reencodeImage(buf: Buffer): Promise<Buffer> {
  if (!sniffImageType(buf)) throw unsupported('UNSUPPORTED_FILE_TYPE', 'File type is not supported');
  let meta: Metadata;
  try {
    meta = await sharp(buf).metadata();
  } catch {
    throw invalid('The image could not be read', undefined, 'INVALID_IMAGE');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    throw tooLarge('IMAGE_TOO_LARGE', 'The image is larger than 20 megapixels');
  }
  try {
    return await sharp(buf, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalid('The image could not be read', undefined, 'INVALID_IMAGE');
  }
}
