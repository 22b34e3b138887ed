import { pictureSources } from '@reboard/contracts/plain';

/**
 * The <img> attributes of a stored picture: its srcset of narrower copies with the `sizes` it
 * is shown at, and its width and height (or `fallback`'s, when the name does not say), so the
 * browser reserves its shape before it arrives.
 */
export function pictureAttributes(src: string, sizes: string, fallback: { width: number; height: number }) {
  const { srcSet, width = fallback.width, height = fallback.height } = pictureSources(src);
  return { src, srcSet, sizes: srcSet ? sizes : undefined, width, height };
}
