import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { ShieldIcon } from './icons/ui-icons.tsx';

const TEXT = {
  /** Beside Add to Cart and in the booking modal: what a buyer is promised. */
  listing: 'layout.protection.listing',
  /** On an order's page, for its buyer and its seller alike. */
  order: 'layout.protection.order',
} as const;

type BuyerProtectionNoteProps = {
  context: keyof typeof TEXT;
  /** In a form the buyer is filling in, the page opens in a new tab so nothing typed is lost. */
  newTab?: boolean;
  className?: string;
};

/** One line on buyer protection with a link to its page (the listing page, the booking modal, the order page). */
export function BuyerProtectionNote({ context, newTab = false, className = '' }: BuyerProtectionNoteProps) {
  const { t } = useTranslation();
  return (
    <p className={`flex items-start gap-2 text-sm text-base-content/70 ${className}`}>
      <ShieldIcon className="mt-0.5 size-4 shrink-0 text-success" />
      <span>
        {t(TEXT[context])}{' '}
        <Link to={paths.buyerProtection} className="link link-primary" target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
          {t('layout.protection.link')}
        </Link>
      </span>
    </p>
  );
}
