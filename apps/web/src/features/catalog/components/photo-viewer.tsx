import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { Modal } from '@/components/modal.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { pictureAttributes } from '@/lib/pictures/picture-attributes.ts';
import { useSwipe } from '../hooks/use-swipe.ts';

type PhotoViewerProps = {
  name: string;
  photos: string[];
  index: number;
  /** The shown photo changed; the gallery behind follows, so closing returns to it. */
  onIndex: (index: number) => void;
  onClose: () => void;
};

const FALLBACK_SIZE = { width: 1600, height: 1200 };

/** A photo's alt text: the listing's name, and its place when there is more than one ("ESP32 board, photo 2 of 3"). */
export function usePhotoAlt(): (name: string, index: number, count: number) => string {
  const { t } = useTranslation();
  const { number } = useFormat();
  return useCallback(
    (name, index, count) => (count > 1 ? t('catalog.gallery.photoAlt', { name, n: number(index + 1), total: number(count) }) : name),
    [t, number],
  );
}

/**
 * The full-screen view of a listing's photos: a dialog (Escape closes it, focus stays inside),
 * ArrowLeft and ArrowRight or a swipe to go through them, and zoom to see a label's print.
 */
export function PhotoViewer({ name, photos, index, onIndex, onClose }: PhotoViewerProps) {
  const [zoomed, setZoomed] = useState(false);
  const count = photos.length;
  const go = (step: number) => {
    setZoomed(false);
    onIndex((index + step + count) % count);
  };
  const swipe = useSwipe(() => go(-1), () => go(1));
  const { t } = useTranslation();
  const { number } = useFormat();
  const photoAlt = usePhotoAlt();

  // Arrow keys work wherever focus is in the dialog (Close, Zoom, the picture itself).
  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setZoomed(false);
      onIndex((index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, index, onIndex]);

  const src = photos[index]!;
  return (
    <Modal
      title={name}
      description={count > 1 ? t('catalog.gallery.viewerPosition', { n: number(index + 1), total: number(count) }) : undefined}
      onCancel={onClose}
      className="modal-bottom sm:modal-middle"
      boxClassName="flex h-[100dvh] max-h-none w-screen max-w-none flex-col gap-3 rounded-none sm:h-[95dvh] sm:w-[95vw] sm:rounded-box"
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button type="button" className="btn btn-sm" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          {zoomed ? t('catalog.gallery.zoomOut') : t('catalog.gallery.zoomIn')}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onClose} aria-label={t('catalog.gallery.close')}>
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className={`relative min-h-0 flex-1 ${zoomed ? 'overflow-auto' : 'overflow-hidden'}`} {...(zoomed ? {} : swipe)}>
        <img
          {...pictureAttributes(src, zoomed ? '200vw' : '100vw', FALLBACK_SIZE)}
          alt={photoAlt(name, index, count)}
          onClick={() => setZoomed((z) => !z)}
          className={zoomed ? 'h-auto w-[200%] max-w-none cursor-zoom-out' : 'mx-auto size-full cursor-zoom-in object-contain'}
        />
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <button type="button" className="btn btn-sm" onClick={() => go(-1)}>
            {t('catalog.gallery.previous')}
          </button>
          <span className="text-sm text-base-content/70" aria-live="polite">
            {number(index + 1)} / {number(count)}
          </span>
          <button type="button" className="btn btn-sm" onClick={() => go(1)}>
            {t('catalog.gallery.next')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
