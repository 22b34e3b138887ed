import type { OrderDetail } from '@reboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product-picture.tsx';
import { useMoney } from '@/lib/config/use-money.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { useUnitsText } from '@/components/units-line.tsx';

type OrderReceiptProps = {
  order: OrderDetail;
  /**
   * Rows about how the item is handed over and what that costs (`<dt>`/`<dd>` pairs), shown
   * under the price; the delivery choice fills this spot.
   */
  delivery?: ReactNode;
};

/**
 * The order's booking, and once paid its receipt, with the order's full number. Printed, it
 * stands alone under Reboard's name (app/layout/print-header.tsx): the site's header, menus,
 * banners and buttons are `print:hidden`.
 */
export function OrderReceipt({ order, delivery }: OrderReceiptProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { dateTime } = useFormat();
  const units = useUnitsText();
  return (
    <section aria-labelledby="order-receipt" className="rounded-box border border-base-300 bg-base-100 p-5">
      <h2 id="order-receipt" className="mb-3 text-lg font-semibold">
        {order.paidAt || order.confirmedAt ? t('orders.page.receipt') : t('orders.booking.label')}
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProductPicture src={order.image} alt="" className="size-16 shrink-0 rounded-field sm:size-20 print:hidden" />
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-base-content/70">{t('orders.receipt.orderNumber')}</dt>
          <dd className="break-all font-mono">{order.id}</dd>
          <dt className="text-base-content/70">{t('orders.page.item')}</dt>
          <dd className="font-medium wrap-anywhere">
            <Link to={paths.product(order.productId)} className="link-hover">
              {order.productName}
            </Link>
          </dd>
          <dt className="text-base-content/70">{t('orders.booking.price')}</dt>
          {/* A lot's receipt says how many units at what price each ("3 × ৳50"); the total follows. */}
          <dd className="font-semibold">{units(order) ?? money(order.price)}</dd>
          {delivery}
          <dt className="text-base-content/70">{t('orders.contact.buyer')}</dt>
          <dd>{order.buyerName}</dd>
          <dt className="text-base-content/70">{t('orders.contact.seller')}</dt>
          <dd>{order.seller.name}</dd>
          {order.paidAt ? (
            <>
              <dt className="text-base-content/70">{t('orders.page.paidOn')}</dt>
              <dd>{dateTime(order.paidAt)}</dd>
            </>
          ) : null}
          {order.confirmedAt ? (
            <>
              <dt className="text-base-content/70">{t('orders.page.confirmedOn')}</dt>
              <dd>{dateTime(order.confirmedAt)}</dd>
            </>
          ) : null}
          {order.cashReceivedAt ? (
            <>
              <dt className="text-base-content/70">{t('orders.page.cashReceivedOn')}</dt>
              <dd>{dateTime(order.cashReceivedAt)}</dd>
            </>
          ) : null}
          {order.transactionId ? (
            <>
              <dt className="text-base-content/70">{t('orders.page.paymentReference')}</dt>
              <dd className="break-all font-mono">{order.transactionId}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
