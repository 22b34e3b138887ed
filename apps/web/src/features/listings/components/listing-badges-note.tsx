import type { SellerListing } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type ListingBadgesNoteProps = {
  listing: Pick<SellerListing, 'isAdvertised' | 'boostedUntil' | 'proofStatus' | 'proofRejectedReason' | 'proofBadgeRemoved'>;
};

/**
 * What a seller should know of their listing's badges: until when it is promoted, and where its
 * proof photo stands (being checked, approved, or not approved and why). A badge an admin
 * removed is explained on the edit page.
 */
export function ListingBadgesNote({ listing }: ListingBadgesNoteProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const badge = t('listings.proof.badge');
  const proof = listing.proofBadgeRemoved ? null : listing.proofStatus;
  if (!proof && !(listing.isAdvertised && listing.boostedUntil)) return null;
  return (
    <ul className="mt-1 flex max-w-56 flex-col gap-0.5 text-xs text-base-content/70">
      {listing.isAdvertised && listing.boostedUntil ? <li>{t('listings.badges.promotedUntil', { date: dateTime(listing.boostedUntil) })}</li> : null}
      {proof === 'pending' ? <li>{t('listings.badges.proofPending', { badge })}</li> : null}
      {proof === 'approved' ? <li>{t('listings.badges.proofApproved', { badge })}</li> : null}
      {proof === 'rejected' ? (
        <li className="text-error">{t('listings.badges.proofRejected', { reason: listing.proofRejectedReason ?? '' })}</li>
      ) : null}
    </ul>
  );
}
