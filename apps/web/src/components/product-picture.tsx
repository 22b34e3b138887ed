import { useTranslation } from 'react-i18next';
import { pictureAttributes } from '../lib/pictures/picture-attributes.ts';
import { ImageIcon } from './icons/ui-icons.tsx';

type ProductPictureProps = {
  src: string | null;
  alt: string;
  className?: string;
  /** How wide the picture is shown, for the browser's pick from the srcset (the `sizes` attribute). */
  sizes?: string;
  /** The page's largest picture: fetched at once and first. Every other picture waits until it nears the screen. */
  priority?: boolean;
};

/*
 * Used when the picture's own size is unknown (demo pictures, older uploads): a 4:3 box, as
 * listings are shown. The width and height only give the browser the shape to reserve; the
 * classes set the shown size.
 */
const FALLBACK_SIZE = { width: 800, height: 600 };

export function ProductPicture({ src, alt, className = '', sizes = '100vw', priority = false }: ProductPictureProps) {
  const { t } = useTranslation();
  if (!src) {
    // alt="" marks a decorative picture; keep the placeholder silent in that case too.
    const a11y = alt ? { role: 'img', 'aria-label': t('common.picture.none', { alt }) } : { 'aria-hidden': true };
    return (
      <div
        {...a11y}
        className={`grid place-items-center bg-base-200 text-base-content/30 ${className}`}
      >
        <ImageIcon className="size-12" />
      </div>
    );
  }
  return (
    <img
      {...pictureAttributes(src, sizes, FALLBACK_SIZE)}
      alt={alt}
      {...(priority ? { fetchPriority: 'high', loading: 'eager' } : { loading: 'lazy', decoding: 'async' })}
      className={`bg-base-200 object-cover ${className}`}
    />
  );
}
