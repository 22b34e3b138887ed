import { createCheckout } from './checkout.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import type { PaymentsDeps, PaymentsService } from './payments.types.ts';
import { createRefunds } from './refunds.ts';
import { createSettlement } from './settlement.ts';

export type { PaymentsDeps, PaymentsService, SaleOutcome } from './payments.types.ts';

/** Paying and refunding, composed over one repository and the settlement both card and webhook use. */
export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const repo = createPaymentsRepository(deps.db);
  const context = { deps, repo, settle: createSettlement(deps, repo) };
  // The refund job's handler is registered first, as before the split.
  const refunds = createRefunds(context);
  return { ...refunds, ...createCheckout(context) };
}
