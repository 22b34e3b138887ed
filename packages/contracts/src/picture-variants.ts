/*
 * Every picture Reboard re-encodes is stored at its own size and at smaller widths, so a phone
 * downloads a picture as wide as its screen rather than the 1600 px original. The sizes live
 * in the name, so a stored URL (a listing's picture, an avatar) is all the browser needs to
 * build a srcset, and no table or migration was needed:
 *
 *   /uploads/<uuid>-<W>x<H>.webp         the picture, W×H (longest side ≤ MAX_PICTURE_SIDE)
 *   /uploads/<uuid>-<W>x<H>.<w>w.webp    the same at width w, for each PICTURE_WIDTHS below W
 *   /demo/<name>.webp, /demo/<name>.<w>w.webp   the demo pictures (DEMO_PICTURE_WIDTH wide)
 *
 * Uploads from before this scheme (/uploads/<uuid>.webp) have no variants and no size in the
 * name; they are shown as they are.
 */

/** The narrower copies made of every picture wider than them. */
export const PICTURE_WIDTHS = [320, 640, 1200] as const;

/** The demo listing and category pictures are all this wide (a test checks it). */
export const DEMO_PICTURE_WIDTH = 800;

/** The name of a picture's copy at `width`: beside it, with the width before the extension. */
export const pictureVariantUrl = (url: string, width: number): string => url.replace(/\.webp$/, `.${width}w.webp`);

/** The widths a picture `width` px wide has copies at. */
export const variantWidthsBelow = (width: number): number[] => PICTURE_WIDTHS.filter((w) => w < width);

const SIZED_UPLOAD = /^\/uploads\/[0-9a-f-]{36}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.webp$/;
const DEMO_PICTURE = /^\/demo\/(?:product|category)-[a-z0-9-]+\.webp$/;

export interface PictureSources {
  src: string;
  /** Absent when the picture has no narrower copies. */
  srcSet?: string;
  /** The picture's own size, when Reboard knows it. */
  width?: number;
  height?: number;
}

const srcSetOf = (url: string, width: number) =>
  [...variantWidthsBelow(width).map((w) => `${pictureVariantUrl(url, w)} ${w}w`), `${url} ${width}w`].join(', ');

/** What an <img> needs to let the browser pick the right size of a stored picture. */
export function pictureSources(url: string): PictureSources {
  const sized = SIZED_UPLOAD.exec(url);
  if (sized) {
    const width = Number(sized[1]);
    return { src: url, srcSet: srcSetOf(url, width), width, height: Number(sized[2]) };
  }
  if (DEMO_PICTURE.test(url)) return { src: url, srcSet: srcSetOf(url, DEMO_PICTURE_WIDTH) };
  return { src: url };
}
