import { DELIVERY_CHOICE_KEYS, PAYMENT_METHOD_KEYS, type Order } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/use-format.ts';

type Priced = Pick<Order, 'price' | 'delivery' | 'deliveryFee' | 'total' | 'paymentMethod'>;

/** A table's price cell: the total, and under it the delivery chosen with its fee and how it is paid. */
export function PriceWithDelivery({ order }: { order: Priced }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="flex flex-col">
      <span className="font-semibold">{money(order.total)}</span>
      <span className="text-xs font-normal text-base-content/70">
        {t('orders.delivery.withFee', { choice: t(DELIVERY_CHOICE_KEYS[order.delivery]), fee: money(order.deliveryFee) })}
      </span>
      <span className="text-xs font-normal text-base-content/70">{t(PAYMENT_METHOD_KEYS[order.paymentMethod])}</span>
    </div>
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
