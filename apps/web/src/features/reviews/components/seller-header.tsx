import { RatingLine } from '../../../components/rating.tsx';
import { MapPinIcon, VerifiedIcon } from '../../../components/icons/ui-icons.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSeller } from '../api/get-seller.ts';

const MONTH_YEAR = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Member since March 2026": the month an account was opened. */
const memberSince = (iso: string) => `Member since ${MONTH_YEAR.format(new Date(iso))}`;

/** The seller page's heading: who they are, since when, where, and how their sales went. */
export function SellerHeader({ sellerId }: { sellerId: string }) {
  const { data: seller } = useSeller(sellerId);
  return (
    <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <UserAvatar name={seller.name} image={seller.image} className="size-20 text-2xl" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{seller.name}</h1>
          {seller.verified ? (
            <span className="badge badge-info badge-soft gap-1">
              <VerifiedIcon className="size-4" />
              Verified seller
            </span>
          ) : null}
        </div>
        <RatingLine rating={seller.rating} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
          <li>{memberSince(seller.memberSince)}</li>
          {seller.location ? (
            <li className="flex items-center gap-1">
              <MapPinIcon className="size-4 shrink-0" />
              {seller.location}
            </li>
          ) : null}
          <li>
            {seller.completedSales} completed {seller.completedSales === 1 ? 'sale' : 'sales'}
          </li>
        </ul>
      </div>
    </header>
  );
}
