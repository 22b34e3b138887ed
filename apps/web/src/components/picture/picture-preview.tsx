import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../product-picture.tsx';

/** A new profile picture, round like the avatar it becomes; `fallback` while none is chosen. */
export function AvatarPreview({ url, fallback }: { url: string | null; fallback: ReactNode }) {
  const { t } = useTranslation();
  if (!url) return fallback;
  return (
    <span className="avatar">
      <span className="block size-16 overflow-hidden rounded-full ring-2 ring-primary/40">
        <img src={url} alt={t('common.picture.avatarPreview')} width={64} height={64} className="size-full object-cover" />
      </span>
    </span>
  );
}

/** A listing's photo: the new file's preview or the saved picture, else an empty frame. */
export function PhotoPreview({ url, alt }: { url: string | null; alt?: string }) {
  const { t } = useTranslation();
  if (!url) {
    return <ProductPicture src={null} alt="" className="aspect-[4/3] w-full rounded-box border border-dashed border-base-300" />;
  }
  return (
    <img
      src={url}
      alt={alt ?? t('common.picture.photoPreview')}
      width={800}
      height={600}
      className="aspect-[4/3] w-full rounded-box border border-base-300 bg-base-200 object-cover"
    />
  );
}
