import { Link } from 'react-router';
import { BadgeCheckIcon } from '../../../components/icons/ui-icons.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { paths } from '../../../lib/paths.ts';

type PaidNoticeProps = {
  /** True right after paying on this page; false for an order that was already paid. */
  justPaid: boolean;
  transactionId: string | null;
  paidAt?: string | null;
};

/** Shown instead of the card form once the order is paid. */
export function PaidNotice({ justPaid, transactionId, paidAt }: PaidNoticeProps) {
  const when = paidAt ? formatDateTime(paidAt) : null;
  return (
    <div role="status" className="rounded-box border border-success/40 bg-success/10 p-6">
      <p className="flex items-center gap-2 text-xl font-bold text-success">
        <BadgeCheckIcon className="size-6 shrink-0" />
        {justPaid ? 'Payment completed!' : 'This order is paid'}
      </p>
      {transactionId ? (
        <p className="mt-2 break-all text-sm">
          Transaction id: <span className="font-mono font-semibold">{transactionId}</span>
        </p>
      ) : null}
      {when ? <p className="mt-1 text-sm text-base-content/70">Paid on {when}</p> : null}
      <p className="mt-3 text-sm text-base-content/80">The seller has been told; arrange the meeting to collect your part.</p>
      <Link to={paths.dashboard.myOrders} className="btn btn-outline btn-sm mt-4">
        Back to My Cart
      </Link>
    </div>
  );
}
