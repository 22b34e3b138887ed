import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/lib/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { Checkout } from '../components/checkout.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaidNotice } from '../components/paid-notice.tsx';

/** /dashboard/payment/:id (buyers): pay for one booking by card. */
export function PaymentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: order } = useOrder(id);
  const navigate = useNavigate();
  // Paid: on to the order's page (its receipt and next steps), in place of this one, so Back
  // never returns to a card form for a paid order.
  const onPaid = useCallback(() => void navigate(paths.dashboard.order(id), { replace: true }), [navigate, id]);

  return (
    <div className="max-w-2xl">
      <PageHeader title={t('orders.payment.title')} />
      <div className="flex flex-col gap-6">
        <OrderSummary order={order} />
        {order.status === 'paid' ? (
          <PaidNotice orderId={order.id} transactionId={order.transactionId} paidAt={order.paidAt} />
        ) : order.status !== 'pending' || !order.available ? (
          <div role="alert" className="alert alert-warning alert-soft flex flex-col items-start gap-2">
            <p>{t('orders.payment.unavailable')}</p>
            <Link to={paths.dashboard.myOrders} className="link link-primary">
              {t('orders.backToCart')}
            </Link>
          </div>
        ) : (
          <section aria-labelledby="pay-by-card" className="rounded-box border border-base-300 bg-base-100 p-5">
            <h2 id="pay-by-card" className="mb-4 text-lg font-semibold">
              {t('orders.payment.byCard')}
            </h2>
            <Checkout order={order} onPaid={onPaid} />
          </section>
        )}
      </div>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { PaymentPage as Component };
export { paymentLoader as loader } from './payment-loader.ts';
