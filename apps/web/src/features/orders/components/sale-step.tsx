import type { SellerBuyer } from '@reboard/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { useConfirmCashOrder, useMarkHandedOver, useRecordCash } from '../api/take-order-step.ts';
import { ProblemStatus } from './problem-status.tsx';
import { ShipmentLine } from './shipment-line.tsx';

/** What the seller's dialogs need of a sale: which order, and whose, of what. */
export type SaleRef = Pick<SellerBuyer, 'orderId' | 'productName' | 'buyerName'>;

/** The actions that ask first, in a dialog; the others are one click. */
export type SaleAction = 'ship' | 'cancel';

type Sale = Pick<SellerBuyer, 'orderId' | 'productName' | 'paid' | 'step' | 'shipment' | 'problem' | 'delivery' | 'paymentMethod' | 'cashReceivedAt'>;
type SaleStepProps = { sale: Sale; onAction: (action: SaleAction) => void };

/** A one-click step of a sale (confirm, handed over, cash received), with its toast. */
function StepButton({ label, done, run }: { label: string; done: string; run: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <PendingButton
      type="button"
      className="btn btn-primary btn-sm"
      pending={pending}
      onClick={async () => {
        setPending(true);
        try {
          await run();
          toast.success(done);
        } catch (error) {
          toastMutationError(error, t);
        } finally {
          setPending(false);
        }
      }}
    >
      {label}
    </PendingButton>
  );
}

/**
 * Where a sale stands for its seller (My Buyers' Paid column, the order page): a cash booking
 * to confirm; once sold, Mark shipped (courier) or Handed over (meet-up) and Cancel order while
 * it waits; then whether it arrived, and for cash a Cash received to record.
 */
export function SaleStep({ sale, onAction }: SaleStepProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const confirm = useConfirmCashOrder();
  const handOver = useMarkHandedOver();
  const recordCash = useRecordCash();
  // Refunded by an admin after the buyer's problem: no longer paid, but still a sale to explain.
  if (sale.problem?.status === 'refunded') return <ProblemStatus problem={sale.problem} />;
  if (sale.step === 'cancelled') return <span className="badge badge-ghost whitespace-nowrap">{t('orders.action.cancelled')}</span>;
  const cash = sale.paymentMethod === 'cash';
  if (!sale.paid) {
    if (!cash) return <span className="badge badge-ghost whitespace-nowrap">{t('orders.sale.notPaid')}</span>;
    return (
      <div className="flex flex-col items-start gap-1">
        <span className="badge badge-ghost whitespace-nowrap">{t('orders.sale.notConfirmed')}</span>
        <StepButton label={t('orders.sale.confirm')} done={t('orders.sale.confirmedToast', { name: sale.productName })} run={() => confirm.mutateAsync(sale.orderId)} />
      </div>
    );
  }
  const problemOpen = sale.problem?.status === 'open';
  const waiting = sale.step === 'paid' || sale.step === 'confirmed';
  const sent = !waiting;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="badge badge-success badge-soft font-semibold">{cash ? t('orders.action.confirmed') : t('orders.action.paid')}</span>
      {waiting ? (
        <div className="flex flex-wrap gap-2">
          {sale.delivery === 'meetup' ? (
            <StepButton label={t('orders.sale.handOver')} done={t('orders.sale.handedOverToast')} run={() => handOver.mutateAsync(sale.orderId)} />
          ) : (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => onAction('ship')}>
              {t('orders.ship.submit')}
            </button>
          )}
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
      {cash && sent && sale.cashReceivedAt ? <p className="text-xs font-medium">{t('orders.sale.cashRecorded', { date: dateTime(sale.cashReceivedAt) })}</p> : null}
      {cash && sent && !sale.cashReceivedAt ? (
        <StepButton label={t('orders.sale.cashReceived')} done={t('orders.sale.cashToast')} run={() => recordCash.mutateAsync(sale.orderId)} />
      ) : null}
      <ProblemStatus problem={sale.problem} />
    </div>
  );
}
