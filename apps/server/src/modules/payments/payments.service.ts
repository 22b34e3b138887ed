import { createCash } from './cash.ts';
import { createCheckout } from './checkout.ts';
import { createPaymentMethods } from './payment-method.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import type { PaymentsDeps, PaymentsService } from './payments.types.ts';
import { createRefunds } from './refunds.ts';
import { createSell, createSettlement } from './settlement.ts';

export type { PaymentsDeps, PaymentsService, SaleOutcome } from './payments.types.ts';

/**
 * Paying and refunding, composed over one repository, the payment methods and the one sale per
 * listing (`sell`) that card, webhook and cash all go through.
 */
export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const repo = createPaymentsRepository(deps.db);
  const methods = createPaymentMethods(deps);
  const sell = createSell(deps);
  const context = { deps, repo, settle: createSettlement(deps, repo, sell, methods.card) };
  // The refund job's handler is registered first, as before the split.
  const refunds = createRefunds(context);
  return { ...refunds, ...createCheckout(context), ...createCash(context, sell, methods.cash) };
}
