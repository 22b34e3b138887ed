import type { PaymentProviderName } from '@reboard/contracts';
import { DomainError, type ErrorKind } from '#server/lib/errors.ts';

export interface ChargeableOrder {
  id: string;
  amount: number;
  currency: string;
  buyerEmail: string;
  paymentIntentId: string | null;
}

/** A payment the provider confirms: what was charged, for which order, under which reference. */
export interface ConfirmedPayment {
  ref: string;
  orderId: string;
  amount: number;
  currency: string;
}

/**
 * The card payment provider behind the payment page. The amount and currency always come
 * from the order in the database; what the browser sends only identifies the attempt.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createIntent(order: ChargeableOrder): Promise<{ intentId: string; clientSecret: string }>;
  /** Charges (test provider) or checks (Stripe) the payment for `order`; throws PaymentError when it fails. */
  confirm(
    order: ChargeableOrder,
    attempt: { clientSecret?: string | undefined; paymentIntentId?: string | undefined; cardNumber?: string | undefined },
  ): Promise<ConfirmedPayment>;
  /** Gives the money back when the sale could not be completed (the listing went to someone else). */
  refund(ref: string): Promise<void>;
}

/**
 * A refusal from the provider, shown under the card form: by default the payment did not go
 * through; a payment that does not match its order is invalid, a provider that did not answer
 * is an upstream failure.
 */
export class PaymentError extends DomainError {
  constructor(code: string, message: string, kind: Extract<ErrorKind, 'payment_refused' | 'invalid' | 'upstream_failed'> = 'payment_refused') {
    super(kind, code, message);
  }
}
