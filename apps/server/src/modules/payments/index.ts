/* What other modules may use of payments: the transaction id of a paid order, and the refund admins order. */
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
export type { PaymentsService } from './payments.service.ts';
