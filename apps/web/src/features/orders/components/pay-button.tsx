type PayButtonProps = {
  /** The provider is ready, the payment secret has arrived and no payment is in progress. */
  canPay: boolean;
  busy: boolean;
};

export function PayButton({ canPay, busy }: PayButtonProps) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={!canPay || busy} aria-busy={busy}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      Pay
    </button>
  );
}
