import { intlLocale } from '@reboard/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { RatingLine } from '@/components/rating.tsx';
import { MapPinIcon, VerifiedIcon } from '@/components/icons/ui-icons.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { useSeller } from '../api/get-seller.ts';

/** "March 2026": the month an account was opened, in the page's language. */
const monthYear = (iso: string, locale: Parameters<typeof intlLocale>[0]) =>
  new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The seller page's heading: who they are, since when, where, and how their sales went. */
export function SellerHeader({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { number } = useFormat();
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
              {t('reviews.seller.verified')}
            </span>
          ) : null}
        </div>
        <RatingLine rating={seller.rating} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
          <li>{t('reviews.seller.memberSince', { date: monthYear(seller.memberSince, locale) })}</li>
          {seller.location ? (
            <li className="flex items-center gap-1">
              <MapPinIcon className="size-4 shrink-0" />
              {seller.location}
            </li>
          ) : null}
          <li>{t('reviews.seller.completedSales', { count: seller.completedSales, number: number(seller.completedSales) })}</li>
        </ul>
      </div>
    </header>
  );
}
