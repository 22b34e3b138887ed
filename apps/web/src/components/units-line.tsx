import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type Units = { quantity: number; price: number };

/** "3 × ৳50": the units of a lot an order holds and the price of one; null for a single item. */
export function useUnitsText(): (order: Units) => string | null {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  return (order) => (order.quantity > 1 ? t('orders.units', { n: number(order.quantity), price: money(order.price) }) : null);
}

/** The units of a lot as a line under the item's name; nothing for a single item. */
export function UnitsLine({ order, className = '' }: { order: Units; className?: string }) {
  const text = useUnitsText()(order);
  if (!text) return null;
  return <p className={`text-sm text-base-content/70 ${className}`}>{text}</p>;
}
