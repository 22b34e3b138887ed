import type { Order, PaymentResult } from '@reboard/contracts';
import { QueryError } from '@/components/query-error.tsx';
import { useConfig } from '@/lib/config/get-config.ts';
import { usePaymentIntent } from '../api/get-payment-intent.ts';
import { StripeCardForm } from './stripe-card-form.tsx';
import { TestCardForm } from './test-card-form.tsx';

type CheckoutProps = {
  order: Order;
  onPaid: (result: PaymentResult) => void;
};

/**
 * Asks the server for a payment intent and shows the deployment's card form meanwhile, so
 * Stripe.js (when used) loads in parallel. The form keeps Pay disabled until the secret is in.
 */
export function Checkout({ order, onPaid }: CheckoutProps) {
  const { paymentProvider } = useConfig();
  const intent = usePaymentIntent(order.id, true);
  const provider = intent.data?.provider ?? paymentProvider;

  return (
    <div className="flex flex-col gap-4">
      {intent.isError ? <QueryError error={intent.error} onRetry={() => void intent.refetch()} /> : null}
      {provider === 'stripe' ? (
        <StripeCardForm order={order} intent={intent.data} onPaid={onPaid} />
      ) : (
        <TestCardForm order={order} clientSecret={intent.data?.clientSecret} onPaid={onPaid} />
      )}
    </div>
  );
}
