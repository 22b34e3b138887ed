/*
 * The few parts of Stripe.js the payment page uses, typed here instead of adding Stripe's npm
 * package: the script is always loaded from js.stripe.com at runtime (Stripe requires that), and
 * only when the deployment pays through Stripe.
 */

export type StripeError = { type?: string; code?: string; message?: string };

type StripeElementChange = { complete: boolean; error?: StripeError };

export type StripeCardElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
  on(event: 'change', handler: (event: StripeElementChange) => void): void;
};

type StripeElements = {
  create(type: 'card', options?: { hidePostalCode?: boolean; style?: Record<string, unknown> }): StripeCardElement;
};

export type ConfirmCardPaymentResult = {
  error?: StripeError;
  paymentIntent?: { id: string; status: string };
};

export type StripeInstance = {
  elements(): StripeElements;
  confirmCardPayment(
    clientSecret: string,
    data: {
      payment_method: { card: StripeCardElement; billing_details: { name: string; email: string } };
    },
  ): Promise<ConfirmCardPaymentResult>;
};

export type StripeConstructor = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3';
let loading: Promise<StripeConstructor> | null = null;

/** Adds Stripe's script tag once per page; a failed load may be tried again. */
export function loadStripeJs(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error('Stripe.js loaded without defining Stripe'));
    };
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Could not load Stripe.js'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
