import type { Product } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

/**
 * How many of a lot others can book now: "12 available", "Last one". A single item says
 * nothing (it is there or it is reserved), and neither does a lot with none free (the booking
 * button says "Reserved" then).
 */
export function StockLine({ product, className = '' }: { product: Pick<Product, 'lot' | 'available' | 'status'>; className?: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (!product.lot || product.status !== 'active' || product.available === 0) return null;
  return (
    <p className={`text-sm font-medium text-success ${className}`}>
      {product.available === 1 ? t('catalog.stock.lastOne') : t('catalog.stock.available', { n: number(product.available) })}
    </p>
  );
}
