/* What other modules may use of payments: the transaction id of a paid order. */
export { createReceiptsService, type ReceiptsService } from './receipts.service.ts';
