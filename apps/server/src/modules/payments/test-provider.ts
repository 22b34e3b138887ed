import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChargeableOrder, PaymentProvider } from './payment-provider.ts';
import { PaymentError } from './payment-provider.ts';

/** The public test cards and what each does, as Stripe's test mode defines them. */
const TEST_CARDS: Record<string, { code: string; message: string } | 'ok'> = {
  '4242424242424242': 'ok',
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
};

/**
 * The built-in, offline provider: only the public test card numbers, never a real card. Its
 * client secret is an HMAC over the order, amount and currency, so it cannot be reused for
 * another order or a changed price.
 */
export function createTestProvider(key: string): PaymentProvider & { refunds: string[] } {
  const sign = (o: ChargeableOrder) =>
    createHmac('sha256', key).update(`${o.id}:${o.amount}:${o.currency}`).digest('base64url');
  const refunds: string[] = [];

  return {
    name: 'test',
    publishableKey: null,
    refunds,

    async createIntent(order) {
      const intentId = `pi_test_${order.id}`;
      return { intentId, clientSecret: `${intentId}_secret_${sign(order)}` };
    },

    async confirm(order, attempt) {
      const expected = Buffer.from(`pi_test_${order.id}_secret_${sign(order)}`);
      const given = Buffer.from(attempt.clientSecret ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new PaymentError('INTENT_MISMATCH', 'This payment does not match the order. Reload the page and try again.', 'invalid');
      }
      const number = (attempt.cardNumber ?? '').replace(/[\s-]/g, '');
      const outcome = TEST_CARDS[number];
      if (!outcome) {
        throw new PaymentError('NOT_A_TEST_CARD', 'This is not a test card. Use 4242 4242 4242 4242.');
      }
      if (outcome !== 'ok') throw new PaymentError(outcome.code, outcome.message);
      return {
        ref: `txn_${randomBytes(12).toString('hex')}`,
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
      };
    },

    async refund(ref) {
      refunds.push(ref);
    },
  };
}
