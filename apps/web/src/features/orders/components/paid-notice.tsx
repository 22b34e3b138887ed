import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BadgeCheckIcon } from '@/components/icons/ui-icons.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';

type PaidNoticeProps = {
  orderId: string;
  transactionId: string | null;
  paidAt?: string | null;
};

/** Shown instead of the card form when the payment page of a paid order is opened again. */
export function PaidNotice({ orderId, transactionId, paidAt }: PaidNoticeProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const when = paidAt ? dateTime(paidAt) : null;
  return (
    <div role="status" className="rounded-box border border-success/40 bg-success/10 p-6">
      <p className="flex items-center gap-2 text-xl font-bold text-success">
        <BadgeCheckIcon className="size-6 shrink-0" />
        {t('orders.paid.alreadyPaid')}
      </p>
      {transactionId ? (
        <p className="mt-2 break-all text-sm">
          {t('orders.paid.transactionId')} <span className="font-mono font-semibold">{transactionId}</span>
        </p>
      ) : null}
      {when ? <p className="mt-1 text-sm text-base-content/70">{t('orders.paid.paidOn', { when })}</p> : null}
      <p className="mt-3 text-sm text-base-content/80">{t('orders.paid.sellerTold')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.dashboard.order(orderId)} className="btn btn-primary btn-sm">
          {t('orders.hold.seeOrder')}
        </Link>
        <Link to={paths.dashboard.myOrders} className="btn btn-outline btn-sm">
          {t('orders.backToCart')}
        </Link>
      </div>
    </div>
  );
}
