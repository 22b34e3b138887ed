import { isCourier, type Order } from '@reboard/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product-picture.tsx';
import { useMoney } from '@/lib/config/use-money.ts';
import { paths } from '@/lib/paths.ts';
import { DeliveryLine } from './delivery-line.tsx';
import { UnitsLine } from '@/components/units-line.tsx';

/** What is being paid for: the product, its delivery and the total as booked. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section aria-label={t('orders.summary.label')} className="flex flex-wrap items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4">
      <ProductPicture src={order.image} alt="" className="size-16 shrink-0 rounded-field sm:size-20" />
      <div className="min-w-40 flex-1">
        <p className="text-lg font-semibold leading-snug wrap-anywhere">
          <Link to={paths.product(order.productId)} className="link-hover">
            {order.productName}
          </Link>
        </p>
        <p className="text-sm text-base-content/70">
          {isCourier(order.delivery) ? t('orders.cart.deliverTo', { location: order.location }) : t('orders.summary.meetAt', { location: order.location })}
        </p>
        <UnitsLine order={order} />
        <DeliveryLine order={order} />
      </div>
      <p className="shrink-0 text-xl font-bold text-primary">
        <span className="sr-only">{t('orders.summary.price')}</span>
        {money(order.total)}
      </p>
    </section>
  );
}
