import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/config/use-money.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';

/** "3 × ৳50": the units of a lot an order holds and the price of one; nothing for a single item. */
export function UnitsLine({ order, className = '' }: { order: { quantity: number; price: number }; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { number } = useFormat();
  if (order.quantity <= 1) return null;
  return <p className={`text-sm text-base-content/70 ${className}`}>{t('orders.units', { n: number(order.quantity), price: money(order.price) })}</p>;
}
