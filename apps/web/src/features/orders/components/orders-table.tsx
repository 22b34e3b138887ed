import { isCourier, type Order } from '@reboard/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product-picture.tsx';
import { useMoney } from '@/lib/config/use-money.ts';
import { paths } from '@/lib/paths.ts';
import { BuyerRequestDialog, type BuyerRequest } from './buyer-request-dialog.tsx';
import { DeliveryLine } from './delivery-line.tsx';
import { UnitsLine } from '@/components/units-line.tsx';
import { OrderAction } from './order-action.tsx';

/**
 * My Cart: the spec's columns (Image, Product, Price, Action). Cancelling a booking and
 * confirming receipt ask first; each booking links to its order page.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [asking, setAsking] = useState<BuyerRequest | null>(null);
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* A card per booking on phones (table-stack), the Pay button in reach at 360 px. */}
      <table className="table-stack table table-sm sm:table-md">
        <caption className="sr-only">{t('orders.cart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.cart.image')}</th>
            <th scope="col">{t('orders.cart.product')}</th>
            <th scope="col">{t('orders.cart.price')}</th>
            <th scope="col">{t('orders.cart.action')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                {/* The name beside it says what this is, so the picture is decorative. */}
                <ProductPicture src={order.image} alt="" className="size-10 rounded-field sm:size-16" />
              </td>
              <td data-label={t('orders.cart.product')} className="wrap-anywhere sm:min-w-40">
                <Link to={paths.product(order.productId)} className="link-hover font-medium">
                  {order.productName}
                </Link>
                <p className="hidden text-xs text-base-content/60 sm:block">{isCourier(order.delivery) ? t('orders.cart.deliverTo', { location: order.location }) : t('orders.cart.meetAt', { location: order.location })}</p>
                <UnitsLine order={order} />
                <DeliveryLine order={order} className="hidden sm:block" />
                <Link to={paths.dashboard.order(order.id)} className="link link-primary block w-fit text-xs" aria-label={t('orders.detailsFor', { name: order.productName })}>
                  {t('orders.details')}
                </Link>
              </td>
              <td data-label={t('orders.cart.price')} className="whitespace-nowrap font-semibold">
                {money(order.total)}
              </td>
              <td data-label={t('orders.cart.action')}>
                <OrderAction order={order} onRequest={(request) => setAsking({ request, order })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <BuyerRequestDialog asking={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
