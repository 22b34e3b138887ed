import type { SellerSummary } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedIcon } from '@/components/icons/ui-icons.tsx';
import { AvatarImage } from '@/components/picture/avatar-image.tsx';
import { initials } from '@/lib/catalog/product-display.ts';
import { paths } from '@/lib/paths.ts';

type SellerInfoProps = { seller: SellerSummary; size?: 'sm' | 'md' };

export function SellerInfo({ seller, size = 'sm' }: SellerInfoProps) {
  const { t } = useTranslation();
  const box = size === 'md' ? 'size-12 text-base' : 'size-8 text-xs';
  return (
    <div className="flex items-center gap-2">
      {seller.image ? (
        <div className="avatar">
          <div className={`${box} rounded-full ring-1 ring-base-300`}>
            {/* The name sits right beside the picture, so the picture itself is decorative. */}
            <AvatarImage src={seller.image} />
          </div>
        </div>
      ) : (
        <div className="avatar avatar-placeholder" aria-hidden="true">
          <div className={`${box} rounded-full bg-secondary text-secondary-content`}>
            <span>{initials(seller.name)}</span>
          </div>
        </div>
      )}
      <span className="flex min-w-0 items-center gap-1">
        {/* The name leads to the seller's page: who they are, their reviews and other listings. */}
        <Link to={paths.seller(seller.id)} className={`link-hover truncate font-medium ${size === 'md' ? 'text-base' : 'text-sm'}`}>
          {seller.name}
        </Link>
        {seller.verified ? <VerifiedIcon label={t('catalog.seller.verified')} className="size-4 shrink-0 text-info" /> : null}
      </span>
    </div>
  );
}
