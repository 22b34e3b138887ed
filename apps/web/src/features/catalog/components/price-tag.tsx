import type { Product } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/config/use-money.ts';

type PriceTagProps = Pick<Product, 'originalPrice' | 'resalePrice'> & {
  size?: 'md' | 'lg';
  /** Extra layout classes, e.g. a compact card's prices side by side. */
  className?: string;
};

/** Resale price, with the original price struck through when the seller gave one. */
export function PriceTag({ originalPrice, resalePrice, size = 'md', className = '' }: PriceTagProps) {
  const money = useMoney();
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col ${className}`}>
      {originalPrice !== null ? (
        <span className="text-sm text-base-content/60">
          <span className="sr-only">{t('catalog.price.original')} </span>
          <del>{money(originalPrice)}</del>
        </span>
      ) : null}
      <span className={`font-bold text-primary ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>
        <span className="sr-only">{t('catalog.price.current')} </span>
        <span>{money(resalePrice)}</span>
      </span>
    </div>
  );
}
