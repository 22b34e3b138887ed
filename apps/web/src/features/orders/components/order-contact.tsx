import { isCourier, type OrderDetail } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';

const telOf = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The other side of the order and how to reach them: the seller for its buyer, the buyer for its seller. */
export function OrderContact({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const buyerView = order.viewer === 'buyer';
  // Once booked each side may call the other: the buyer the listing's phone, the seller the buyer's.
  const phone = buyerView ? order.sellerPhone : order.phone;
  const placeLabel = isCourier(order.delivery)
    ? t('orders.contact.deliveryAddress')
    : buyerView
      ? t('orders.contact.yourMeetingPlace')
      : t('orders.contact.meetingPlace');
  return (
    <section aria-labelledby="order-contact" className="rounded-box border border-base-300 bg-base-100 p-5">
      <h2 id="order-contact" className="mb-3 text-lg font-semibold">
        {buyerView ? t('orders.contact.seller') : t('orders.contact.buyer')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/70">{t('orders.contact.name')}</dt>
        <dd className="font-medium">{buyerView ? order.seller.name : order.buyerName}</dd>
        <dt className="text-base-content/70">{t('orders.contact.email')}</dt>
        <dd className="break-all">
          <a href={`mailto:${buyerView ? order.seller.email : order.buyerEmail}`} className="link-hover">
            {buyerView ? order.seller.email : order.buyerEmail}
          </a>
        </dd>
        {phone ? (
          <>
            <dt className="text-base-content/70">{t('orders.contact.phone')}</dt>
            <dd>
              <a href={telOf(phone)} className="link-hover">
                {phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-base-content/70">{placeLabel}</dt>
        <dd className="wrap-anywhere">{order.location}</dd>
      </dl>
    </section>
  );
}
