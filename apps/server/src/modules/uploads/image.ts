import { MAX_PICTURE_SIDE, MAX_UPLOAD_PIXELS, PICTURE_ERRORS, sniffPictureType } from '@reboard/contracts';
import sharp, { type Metadata } from 'sharp';
import { invalid, tooLarge, unsupported } from '../../lib/errors.ts';

const unreadable = () => invalid('The image could not be read', undefined, 'INVALID_IMAGE');

/**
 * Re-encodes an upload to WebP: metadata (EXIF, GPS) dropped, the longest side at most
 * MAX_PICTURE_SIDE, and the pixel cap checked from the header before any decoding, so a
 * "decompression bomb" is refused cheaply. The type comes from the bytes (the same sniffing
 * the browser does before uploading), never from the name or the declared type.
 */
export async function reencodeImage(buf: Buffer): Promise<Buffer> {
  if (!sniffPictureType(buf)) throw unsupported('UNSUPPORTED_FILE_TYPE', PICTURE_ERRORS.type);
  let meta: Metadata;
  try {
    meta = await sharp(buf).metadata();
  } catch {
    throw unreadable();
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_PIXELS) {
    throw tooLarge('IMAGE_TOO_LARGE', `The image is larger than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`);
  }
  try {
    return await sharp(buf, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}
