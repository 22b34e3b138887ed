import { useTranslation } from 'react-i18next';
import { PendingButton } from '@/components/pending-button.tsx';

type PayButtonProps = {
  /** The provider is ready, the payment secret has arrived and no payment is in progress. */
  canPay: boolean;
  busy: boolean;
};

export function PayButton({ canPay, busy }: PayButtonProps) {
  const { t } = useTranslation();
  return (
    <PendingButton type="submit" className="btn btn-primary w-full" pending={busy} disabled={!canPay}>
      {t('orders.payment.pay')}
    </PendingButton>
  );
}
