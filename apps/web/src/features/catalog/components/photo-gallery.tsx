import type { Product } from '@reboard/contracts';
import { shownPhotos } from '@reboard/contracts/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '@/components/product-picture.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { PhotoViewer, usePhotoAlt } from './photo-viewer.tsx';

type PhotoGalleryProps = {
  product: Pick<Product, 'name' | 'picture' | 'photos'>;
  className?: string;
};

const MAIN_SIZES = '(min-width: 1280px) 37rem, (min-width: 1024px) 50vw, 100vw';

/**
 * The detail page's pictures: the cover large, thumbnails to switch, a swipe on a phone, and a
 * full-screen view with zoom. Each photo's alt says the listing's name and its place.
 */
export function PhotoGallery(props: PhotoGalleryProps) {
  // Another listing (a similar one opened from this page) starts again at its cover.
  return <Gallery key={shownPhotos(props.product).join('\n')} {...props} />;
}

function Gallery({ product, className = '' }: PhotoGalleryProps) {
  const photos = shownPhotos(product);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const swipe = useSwipe(() => go(-1), () => go(1));
  const shown = photos[index] ?? null;
  const { t } = useTranslation();
  const { number } = useFormat();
  const photoAlt = usePhotoAlt();

  if (!shown) {
    return <ProductPicture src={null} alt={product.name} className={`aspect-[4/3] w-full rounded-box border border-base-300 ${className}`} />;
  }
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <div className="relative" {...(count > 1 ? swipe : {})}>
        <button
          type="button"
          className="block w-full cursor-zoom-in rounded-box"
          onClick={() => setViewing(true)}
          aria-label={count > 1 ? t('catalog.gallery.viewPhoto', { n: number(index + 1), total: number(count) }) : t('catalog.gallery.viewOnly')}
        >
          <ProductPicture
            src={shown}
            alt={photoAlt(product.name, index, count)}
            priority={index === 0}
            sizes={MAIN_SIZES}
            className="aspect-[4/3] w-full rounded-box border border-base-300"
          />
        </button>
        {count > 1 ? (
          <span className="badge badge-neutral badge-sm absolute bottom-3 right-3" aria-hidden="true">
            {number(index + 1)} / {number(count)}
          </span>
        ) : null}
      </div>
      {count > 1 ? (
        <ul aria-label={t('catalog.gallery.photos')} className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('catalog.gallery.showPhoto', { n: number(i + 1), total: number(count) })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-field border-2 ${i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <ProductPicture src={photo} alt="" sizes="5rem" className="aspect-[4/3] w-16 sm:w-20" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <PhotoViewer
          name={product.name}
          photos={photos}
          index={index}
          onIndex={setIndex}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </div>
  );
}
