import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { ordersRoutes } from './orders.routes.ts';
import type { OrdersService } from './orders.types.ts';
import { problemsRoutes } from './problems.routes.ts';
import type { ProblemsService } from './problems.service.ts';

/* What other modules may use of orders: a buyer's order as payments needs it, whether an order
 * may be reviewed (reviews), the writes payments and admins make inside their own transactions,
 * and buyers' problems for the admins. */
export { totalOf, type OrderRow, type Receipt, type Receipts } from './order-view.ts';
export { createOrdersService } from './orders.service.ts';
export type { OrdersDeps, OrdersService } from './orders.types.ts';
export { createProblemsService, type ProblemsService } from './problems.service.ts';

/** Mounts a buyer's and a seller's orders and their steps, and a buyer's problem with an order. */
export async function mountOrders(app: AppInstance, deps: { orders: OrdersService; problems: ProblemsService }): Promise<void> {
  await app.register(ordersRoutes, { prefix: API_PREFIX, orders: deps.orders });
  await app.register(problemsRoutes, { prefix: API_PREFIX, problems: deps.problems });
}
