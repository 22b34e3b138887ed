import { DELIVERY_CHOICE_KEYS, PAYMENT_METHOD_KEYS, type Order } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type Priced = Pick<Order, 'price' | 'delivery' | 'deliveryFee' | 'total' | 'paymentMethod'>;

/**
 * A table row's line under the product: the delivery chosen with its fee and how it is paid
 * ("Courier outside the seller's city · ৳120 · Cash on delivery…"). The price cell shows the total.
 */
export function DeliveryLine({ order, className = '' }: { order: Priced; className?: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <p className={`text-xs text-base-content/70 ${className}`}>
      {t('orders.delivery.withFee', { choice: t(DELIVERY_CHOICE_KEYS[order.delivery]), fee: money(order.deliveryFee) })}
      {' · '}
      {t(PAYMENT_METHOD_KEYS[order.paymentMethod])}
    </p>
  );
}

/** The receipt's rows: price, delivery and its fee, the total and how it is paid (inside a `<dl>`). */
export function ReceiptDeliveryRows({ order }: { order: Priced }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <>
      <dt className="text-base-content/70">{t('orders.delivery.label')}</dt>
      <dd>{t('orders.delivery.withFee', { choice: t(DELIVERY_CHOICE_KEYS[order.delivery]), fee: money(order.deliveryFee) })}</dd>
      <dt className="text-base-content/70">{t('orders.delivery.total')}</dt>
      <dd className="font-semibold">{money(order.total)}</dd>
      <dt className="text-base-content/70">{t('orders.delivery.payment')}</dt>
      <dd>{t(PAYMENT_METHOD_KEYS[order.paymentMethod])}</dd>
    </>
  );
}
