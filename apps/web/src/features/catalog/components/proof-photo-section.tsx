import type { Product } from '@reboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '@/components/product-picture.tsx';

type ProofPhotoSectionProps = {
  product: Product;
  /** What an admin may do about it (app/ hands in the admin's button; nothing for others). */
  action?: ReactNode;
};

/**
 * The proof photo with the code Reboard issued beside it, so a buyer can check the handwritten
 * code in the photo is the same. Shown only while the listing carries the badge (an admin
 * approved the photo); while the photo waits for that check, a line says it is being checked.
 */
export function ProofPhotoSection({ product, action }: ProofPhotoSectionProps) {
  const { proof } = product;
  const { t } = useTranslation();
  // A photo waiting for an admin's check earns no badge yet; the page says so.
  if (!proof) {
    return product.proofPending ? (
      <p role="note" className="rounded-box border border-dashed border-base-300 p-4 text-sm text-base-content/70">
        {t('catalog.proof.pending', { badge: t('catalog.proof.badge') })}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="proof-heading" className="rounded-box border border-base-300 p-4">
      <h2 id="proof-heading" className="mb-1 text-lg font-semibold">
        {t('catalog.proof.badge')}
      </h2>
      <p className="mb-3 text-sm text-base-content/70">{t('catalog.proof.intro')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProductPicture
          src={proof.photo}
          alt={t('catalog.proof.photoAlt', { name: product.name, code: proof.code })}
          sizes="(min-width: 640px) 16rem, 100vw"
          className="aspect-[4/3] w-full rounded-box border border-base-300 sm:w-64"
        />
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            {t('catalog.proof.code')} <span className="font-mono text-lg font-bold tracking-widest">{proof.code}</span>
          </p>
          {action}
        </div>
      </div>
    </section>
  );
}
