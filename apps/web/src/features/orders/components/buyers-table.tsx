import type { SellerBuyer } from '@reboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/lib/config/use-money.ts';
import { paths } from '@/lib/paths.ts';
import { CancelSaleDialog } from './cancel-sale-dialog.tsx';
import { DeliveryLine } from './delivery-line.tsx';
import { UnitsLine } from '@/components/units-line.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';
import { SaleStep, type SaleAction } from './sale-step.tsx';

/**
 * My Buyers: who booked which listing, how to reach them, whether they have paid, and (once
 * they have) a Mark shipped that asks how it was sent.
 */
export function BuyersTable({ buyers }: { buyers: SellerBuyer[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [acting, setActing] = useState<{ action: SaleAction; sale: SellerBuyer } | null>(null);
  const close = () => setActing(null);
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* A card per booking on phones (table-stack): seven columns do not fit 360 px. */}
      <table className="table-stack table table-sm sm:table-md">
        <caption className="sr-only">{t('orders.buyers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.buyers.name')}</th>
            <th scope="col">{t('orders.buyers.email')}</th>
            <th scope="col">{t('orders.buyers.phone')}</th>
            <th scope="col">{t('orders.buyers.location')}</th>
            <th scope="col">{t('orders.buyers.product')}</th>
            <th scope="col">{t('orders.buyers.price')}</th>
            <th scope="col">{t('orders.buyers.paid')}</th>
          </tr>
        </thead>
        <tbody>
          {buyers.map((buyer) => (
            <tr key={buyer.orderId}>
              <td data-label={t('orders.buyers.name')} className="font-medium">
                {buyer.buyerName}
              </td>
              <td data-label={t('orders.buyers.email')}>
                <a href={`mailto:${buyer.buyerEmail}`} className="link-hover break-all">
                  {buyer.buyerEmail}
                </a>
              </td>
              <td data-label={t('orders.buyers.phone')} className="whitespace-nowrap">
                <a href={`tel:${buyer.phone.replace(/[^+0-9]/g, '')}`} className="link-hover">
                  {buyer.phone}
                </a>
              </td>
              <td data-label={t('orders.buyers.location')} className="sm:min-w-32">
                {buyer.location}
              </td>
              <td data-label={t('orders.buyers.product')} className="wrap-anywhere sm:min-w-40">
                <Link to={paths.product(buyer.productId)} className="link-hover">
                  {buyer.productName}
                </Link>
                <UnitsLine order={buyer} />
                <DeliveryLine order={buyer} className="hidden sm:block" />
                <Link to={paths.dashboard.order(buyer.orderId)} className="link link-primary block w-fit text-xs" aria-label={t('orders.detailsFor', { name: buyer.productName })}>
                  {t('orders.details')}
                </Link>
              </td>
              <td data-label={t('orders.buyers.price')} className="whitespace-nowrap font-semibold">
                {money(buyer.total)}
              </td>
              <td data-label={t('orders.buyers.paid')}>
                <SaleStep sale={buyer} onAction={(action) => setActing({ action, sale: buyer })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {acting?.action === 'ship' ? <ShipOrderDialog order={acting.sale} onClose={close} /> : null}
      {acting?.action === 'cancel' ? <CancelSaleDialog order={acting.sale} onClose={close} /> : null}
    </div>
  );
}
