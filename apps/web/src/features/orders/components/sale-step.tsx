import type { SellerBuyer } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { ProblemStatus } from './problem-status.tsx';
import { ShipmentLine } from './shipment-line.tsx';

/** What the seller's dialogs need of a sale: which order, and whose, of what. */
export type SaleRef = Pick<SellerBuyer, 'orderId' | 'productName' | 'buyerName'>;

export type SaleAction = 'ship' | 'cancel';

type SaleStepProps = { sale: Pick<SellerBuyer, 'paid' | 'step' | 'shipment' | 'problem'>; onAction: (action: SaleAction) => void };

/**
 * Where a sale stands for its seller (My Buyers' Paid column, the order page): whether they
 * paid, and after that whether it was sent and arrived, with Mark shipped and Cancel order
 * while it waits to be sent.
 */
export function SaleStep({ sale, onAction }: SaleStepProps) {
  const { t } = useTranslation();
  // Refunded by an admin after the buyer's problem: no longer paid, but still a sale to explain.
  if (sale.problem?.status === 'refunded') return <ProblemStatus problem={sale.problem} />;
  if (sale.step === 'cancelled') return <span className="badge badge-ghost whitespace-nowrap">{t('orders.action.cancelled')}</span>;
  if (!sale.paid) return <span className="badge badge-ghost whitespace-nowrap">{t('orders.sale.notPaid')}</span>;
  const problemOpen = sale.problem?.status === 'open';
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="badge badge-success badge-soft font-semibold">{t('orders.action.paid')}</span>
      {sale.step === 'paid' ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onAction('ship')}>
            {t('orders.ship.submit')}
          </button>
          {/* While the buyer's problem is open the order waits for Reboard, not the seller. */}
          {!problemOpen ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAction('cancel')}>
              {t('orders.cancelSale.label')}
            </button>
          ) : null}
        </div>
      ) : null}
      {sale.shipment ? <ShipmentLine shipment={sale.shipment} /> : null}
      {sale.step === 'received' ? <p className="text-xs font-medium text-success">{t('orders.sale.received')}</p> : null}
      {sale.step === 'completed' ? <p className="text-xs font-medium text-success">{t('orders.sale.completed')}</p> : null}
      <ProblemStatus problem={sale.problem} />
    </div>
  );
}
