import type Stripe from 'stripe';
import type { AppConfig } from '#server/config.ts';
import { resolveAuthSecret } from '../auth/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider, stripeClient } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** Stripe when both keys are set; otherwise the offline test provider (the default). */
export function paymentProvider(config: AppConfig): {
  provider: PaymentProvider;
  stripe?: { client: Stripe; webhookSecret: string | undefined };
} {
  if (config.stripe) {
    const client = stripeClient(config.stripe);
    return { provider: createStripeProvider(config.stripe, client), stripe: { client, webhookSecret: config.stripe.webhookSecret } };
  }
  // The test provider signs its client secrets with a key derived from the session secret.
  return { provider: createTestProvider(`payments:${resolveAuthSecret(config.authSecret, config.dataDir)}`) };
}
