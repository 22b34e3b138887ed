import type { ProductStatus, SellerListing } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';

const LABELS = { active: 'listings.status.active', sold: 'listings.status.sold', removed: 'listings.status.removed' } as const satisfies Record<ProductStatus, string>;
const STYLES: Record<ProductStatus, string> = { active: 'badge-success', sold: 'badge-neutral', removed: 'badge-error' };

/** Active, Sold, or Removed with the admin's reason, as the seller needs to know why. */
export function ListingStatus({ listing }: { listing: Pick<SellerListing, 'status' | 'removedReason'> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`badge badge-sm badge-soft font-semibold ${STYLES[listing.status]}`}>{t(LABELS[listing.status])}</span>
      {listing.status === 'removed' && listing.removedReason ? (
        <span className="max-w-48 text-xs text-base-content/70">{t('listings.status.reason', { reason: listing.removedReason })}</span>
      ) : null}
    </div>
  );
}
