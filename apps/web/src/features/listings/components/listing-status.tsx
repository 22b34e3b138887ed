import type { ProductStatus, SellerListing } from '@reboard/contracts';

const LABELS: Record<ProductStatus, string> = { active: 'Active', sold: 'Sold', removed: 'Removed' };
const STYLES: Record<ProductStatus, string> = { active: 'badge-success', sold: 'badge-neutral', removed: 'badge-error' };

/** Active, Sold, or Removed with the admin's reason, as the seller needs to know why. */
export function ListingStatus({ listing }: { listing: Pick<SellerListing, 'status' | 'removedReason'> }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`badge badge-sm badge-soft font-semibold ${STYLES[listing.status]}`}>{LABELS[listing.status]}</span>
      {listing.status === 'removed' && listing.removedReason ? (
        <span className="max-w-48 text-xs text-base-content/70">Reason: {listing.removedReason}</span>
      ) : null}
    </div>
  );
}
