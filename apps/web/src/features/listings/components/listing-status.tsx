import type { ProductStatus, SellerListing } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

const LABELS = { active: 'listings.status.active', sold: 'listings.status.sold', removed: 'listings.status.removed' } as const satisfies Record<ProductStatus, string>;
const STYLES: Record<ProductStatus, string> = { active: 'badge-success', sold: 'badge-neutral', removed: 'badge-error' };

/**
 * Active, Sold, or Removed with the admin's reason, as the seller needs to know why. An active
 * lot also says its stock: "10 for sale · 3 booked" (the booked units are held for their buyers).
 */
export function ListingStatus({ listing }: { listing: Pick<SellerListing, 'status' | 'removedReason' | 'lot' | 'quantity' | 'available'> }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const held = listing.quantity - listing.available;
  const stock = [t('listings.status.forSale', { n: number(listing.quantity) }), ...(held > 0 ? [t('listings.status.booked', { n: number(held) })] : [])];
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`badge badge-sm badge-soft font-semibold ${STYLES[listing.status]}`}>{t(LABELS[listing.status])}</span>
      {listing.status === 'removed' && listing.removedReason ? (
        <span className="max-w-48 text-xs text-base-content/70">{t('listings.status.reason', { reason: listing.removedReason })}</span>
      ) : null}
      {listing.status === 'active' && listing.lot ? (
        <span className="text-xs text-base-content/70">{stock.join(' · ')}</span>
      ) : null}
    </div>
  );
}
