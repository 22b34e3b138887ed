import { PendingButton } from '../../../components/pending-button.tsx';

type PayButtonProps = {
  /** The provider is ready, the payment secret has arrived and no payment is in progress. */
  canPay: boolean;
  busy: boolean;
};

export function PayButton({ canPay, busy }: PayButtonProps) {
  return (
    <PendingButton type="submit" className="btn btn-primary w-full" pending={busy} disabled={!canPay}>
      Pay
    </PendingButton>
  );
}
