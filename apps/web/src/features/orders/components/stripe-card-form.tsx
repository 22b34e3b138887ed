import type { Order, PaymentIntent, PaymentResult } from '@reboard/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { useCompletePayment } from '../hooks/use-complete-payment.ts';
import { useStripe } from '../hooks/use-stripe.ts';
import type { StripeCardElement } from '../utils/stripe-js.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentError } from './payment-error.tsx';

type StripeCardFormProps = {
  order: Pick<Order, 'id' | 'buyerName' | 'buyerEmail'>;
  /** Undefined until the server has created the PaymentIntent. */
  intent: PaymentIntent | undefined;
  onPaid: (result: PaymentResult) => void;
};

/**
 * Stripe Elements: the card number never touches Reboard. Stripe confirms the PaymentIntent in
 * the browser, then the server is told its id and checks it with Stripe before recording the
 * sale (the signed webhook records it too, should this page close first).
 */
export function StripeCardForm({ order, intent, onPaid }: StripeCardFormProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stripeState = useStripe(intent?.publishableKey);
  const { stripe } = stripeState;
  const { complete, isPending } = useCompletePayment(order.id, onPaid);

  useEffect(() => {
    const target = mountRef.current;
    if (!stripe || !target) return;
    const card = stripe.elements().create('card', { hidePostalCode: true });
    card.on('ready', () => setCardReady(true));
    card.on('change', (event) => setError(event.error?.message ?? null));
    card.mount(target);
    cardRef.current = card;
    return () => {
      card.destroy();
      cardRef.current = null;
      setCardReady(false);
    };
  }, [stripe]);

  const busy = confirming || isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = cardRef.current;
    if (!stripe || !card || !intent || busy) return;
    setError(null);
    setConfirming(true);
    try {
      const result = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card, billing_details: { name: order.buyerName, email: order.buyerEmail } },
      });
      if (result.error) {
        setError(result.error.message ?? t('orders.card.notCharged'));
      } else if (result.paymentIntent?.status === 'succeeded') {
        await complete({ paymentIntentId: result.paymentIntent.id });
      } else {
        setError(t('orders.card.notCompleted'));
      }
    } catch (cause) {
      setError(errorMessage(cause, t));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('orders.card.label')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <span id={labelId} className="text-sm font-medium">
          {t('orders.card.details')}
        </span>
        {/* Stripe mounts its own labelled card fields (in a frame) inside this box. */}
        <div ref={mountRef} role="group" aria-labelledby={labelId} className="input w-full items-center py-3" />
      </div>
      {stripeState.status === 'loading' ? (
        <p role="status" className="text-sm text-base-content/70">
          {t('orders.card.loadingStripe')}
        </p>
      ) : null}
      <PaymentError
        message={
          stripeState.status === 'error'
            ? t('orders.card.stripeFailed')
            : error
        }
      />
      <PayButton canPay={stripeState.status === 'ready' && cardReady && !!intent} busy={busy} />
    </form>
  );
}
