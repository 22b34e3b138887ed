import { MAX_PICTURE_SIDE, MAX_UPLOAD_PIXELS, sniffPictureType, variantWidthsBelow } from '@reboard/contracts';
import sharp, { type Metadata } from 'sharp';
import { invalid, tooLarge, unsupported } from '#server/lib/errors.ts';

const unreadable = () => invalid('errors.upload.unreadable', undefined, 'INVALID_IMAGE');

/** One stored file of a picture: the picture itself, or a narrower copy of it. */
export type EncodedImage = { data: Buffer; width: number; height: number };

const WEBP = { quality: 80 } as const;

/**
 * The copies of an encoded picture at each of PICTURE_WIDTHS narrower than it, for srcset.
 * Made from the stored picture (at most 1600 px), not the upload, so no copy decodes a large
 * original again.
 */
export async function narrowerCopies(picture: EncodedImage): Promise<EncodedImage[]> {
  return Promise.all(
    variantWidthsBelow(picture.width).map(async (width) => {
      const { data, info } = await sharp(picture.data).resize({ width }).webp(WEBP).toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

/**
 * Re-encodes an upload to WebP: metadata (EXIF, GPS) dropped, the longest side at most
 * MAX_PICTURE_SIDE, and the pixel cap checked from the header before any decoding, so a
 * "decompression bomb" is refused cheaply. The type comes from the bytes (the same sniffing
 * the browser does before uploading), never from the name or the declared type.
 */
export async function reencodeImage(buf: Buffer): Promise<EncodedImage> {
  if (!sniffPictureType(buf)) throw unsupported('UNSUPPORTED_FILE_TYPE', 'errors.picture.type');
  let meta: Metadata;
  try {
    meta = await sharp(buf).metadata();
  } catch {
    throw unreadable();
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_PIXELS) {
    throw tooLarge('IMAGE_TOO_LARGE', 'errors.upload.tooManyPixels').withParams({ megapixels: MAX_UPLOAD_PIXELS / 1_000_000 });
  }
  try {
    const { data, info } = await sharp(buf, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
