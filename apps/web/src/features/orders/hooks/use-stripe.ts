import { useEffect, useMemo, useState } from 'react';
import { loadStripeJs, type StripeConstructor, type StripeInstance } from '../utils/stripe-js.ts';

export type StripeState =
  | { status: 'loading'; stripe: null }
  | { status: 'ready'; stripe: StripeInstance }
  | { status: 'error'; stripe: null };

/**
 * Loads Stripe.js as soon as a Stripe form mounts (never otherwise) and starts it once the
 * publishable key arrives with the payment intent. `undefined`: not known yet; `null`: the
 * server has no key, so card payments cannot work.
 */
export function useStripe(publishableKey: string | null | undefined): StripeState {
  const [Stripe, setStripe] = useState<StripeConstructor | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadStripeJs().then(
      // A function is stored as a value, not called as an updater.
      (constructor) => current && setStripe(() => constructor),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const stripe = useMemo(() => (Stripe && publishableKey ? Stripe(publishableKey) : null), [Stripe, publishableKey]);

  if (failed || publishableKey === null) return { status: 'error', stripe: null };
  return stripe ? { status: 'ready', stripe } : { status: 'loading', stripe: null };
}
