/* What other modules may use of orders: a buyer's order as payments needs it, whether an order
 * may be reviewed (reviews), the writes payments and admins make inside their own transactions,
 * and buyers' problems for the admins. */
export { type OrderRow, type Receipt, type Receipts } from './order-view.ts';
export { createOrdersService, type OrdersService } from './orders.service.ts';
export { createProblemsService, type ProblemsService } from './problems.service.ts';
