import { ORDER_STEP_KEYS, type OrderDetail, type OrderViewer } from '@reboard/contracts/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BuyerProtectionNote } from '@/components/buyer-protection-note.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { BuyerRequestDialog, type BuyerRequest } from '../components/buyer-request-dialog.tsx';
import { CancelSaleDialog } from '../components/cancel-sale-dialog.tsx';
import { ReceiptDeliveryRows } from '../components/delivery-line.tsx';
import { OrderAction } from '../components/order-action.tsx';
import { OrderContact } from '../components/order-contact.tsx';
import { OrderReceipt } from '../components/order-receipt.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { SaleStep, type SaleAction } from '../components/sale-step.tsx';
import { ShipOrderDialog } from '../components/ship-order-dialog.tsx';

type OrderPageProps = {
  /** What other features add under the order (its review): composed by the route, as features never import each other. */
  more?: (order: OrderDetail) => ReactNode;
};

/** /dashboard/orders/:id (the order's buyer or seller): every step with its time, the other side, what can be done now, a receipt. */
export function OrderPage({ more }: OrderPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const viewer: OrderViewer = user?.role === 'seller' ? 'seller' : 'buyer';
  const order = useQuery(orderQueryOptions(id, viewer));
  const back = viewer === 'buyer' ? { to: paths.dashboard.myOrders, label: t('orders.backToCart') } : { to: paths.dashboard.myBuyers, label: t('orders.backToBuyers') };

  return (
    <div className="max-w-3xl">
      {order.isPending ? (
        <Spinner label={t('orders.page.loading')} />
      ) : order.isError ? (
        <>
          <PageHeader title={t('orders.page.tabTitle')} />
          <QueryError error={order.error} onRetry={() => void order.refetch()} />
        </>
      ) : (
        <OrderDetails order={order.data} more={more} />
      )}
      <Link to={back.to} className="btn btn-ghost btn-sm mt-6 print:hidden">
        {back.label}
      </Link>
    </div>
  );
}

function OrderDetails({ order, more }: { order: OrderDetail } & OrderPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('orders.page.title', { name: order.productName })}
        tabTitle={t('orders.page.tabTitle')}
        description={t('orders.page.description', { id: order.id.slice(0, 8), step: t(ORDER_STEP_KEYS[order.step]) })}
        actions={
          order.paidAt || order.confirmedAt ? (
            <button type="button" className="btn btn-outline btn-sm print:hidden" onClick={() => window.print()}>
              {t('orders.page.print')}
            </button>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        <OrderReceipt order={order} delivery={<ReceiptDeliveryRows order={order} />} />
        <section aria-labelledby="order-progress" className="rounded-box border border-base-300 bg-base-100 p-5">
          <h2 id="order-progress" className="mb-3 text-lg font-semibold">
            {t('orders.page.progress')}
          </h2>
          <OrderTimeline order={order} />
        </section>
        <OrderContact order={order} />
        <section aria-labelledby="order-actions" className="rounded-box border border-base-300 bg-base-100 p-5 print:hidden">
          <h2 id="order-actions" className="mb-3 text-lg font-semibold">
            {order.viewer === 'buyer' ? t('orders.page.yourOrderNow') : t('orders.page.yourSaleNow')}
          </h2>
          {order.viewer === 'buyer' ? <BuyerActions order={order} /> : <SellerActions order={order} />}
        </section>
        <BuyerProtectionNote context="order" className="print:hidden" />
        {more?.(order)}
      </div>
    </>
  );
}

function BuyerActions({ order }: { order: OrderDetail }) {
  const [asking, setAsking] = useState<BuyerRequest | null>(null);
  return (
    <>
      <OrderAction order={order} onRequest={(request) => setAsking({ request, order })} />
      <BuyerRequestDialog asking={asking} onClose={() => setAsking(null)} />
    </>
  );
}

function SellerActions({ order }: { order: OrderDetail }) {
  const [acting, setActing] = useState<SaleAction | null>(null);
  const close = () => setActing(null);
  const sale = { orderId: order.id, productName: order.productName, buyerName: order.buyerName };
  return (
    <>
      <SaleStep
        sale={{
          orderId: order.id,
          productName: order.productName,
          paid: order.status === 'paid' || order.status === 'confirmed',
          step: order.step,
          shipment: order.shipment,
          problem: order.problem,
          delivery: order.delivery,
          paymentMethod: order.paymentMethod,
          cashReceivedAt: order.cashReceivedAt,
        }}
        onAction={setActing}
      />
      {acting === 'ship' ? <ShipOrderDialog order={sale} onClose={close} /> : null}
      {acting === 'cancel' ? <CancelSaleDialog order={sale} onClose={close} /> : null}
    </>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { OrderPage as Component };
