/* What other modules may use of orders: a buyer's order as payments needs it, and the writes
 * payments and admins make inside their own transactions. */
export { createOrdersService, type OrderRow, type OrdersService, type TransactionIds } from './orders.service.ts';
