import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { PaymentsService } from './payments.types.ts';

/* What other modules may use of payments: the transaction id of a paid order, and the refund admins order;
 * and what app.ts wires: the service with the configured provider. */
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
export { createPaymentsService } from './payments.service.ts';
export type { PaymentsDeps, PaymentsService } from './payments.types.ts';
export { paymentProvider } from './choose-provider.ts';

/** Mounts paying for an order (card or Stripe, with its webhook) and a seller's cancel of a paid sale. */
export async function mountPayments(app: AppInstance, deps: { payments: PaymentsService }): Promise<void> {
  await app.register(paymentsRoutes, { prefix: API_PREFIX, ...deps });
}
