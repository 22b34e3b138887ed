import type { Database } from '#server/db/client.ts';
import { createHolds } from './holds.ts';
import { createOrderBooking } from './order-booking.ts';
import { createOrderCore } from './order-core.ts';
import { createOrderReads } from './order-reads.ts';
import { createOrderSteps } from './order-steps.ts';
import { createOrderWrites } from './order-writes.ts';
import type { OrdersDeps, OrdersService } from './orders.types.ts';

export type { OrdersDeps, OrdersService } from './orders.types.ts';

/**
 * A buyer's bookings and a seller's sales, composed from its use cases over one shared core
 * (the repositories, the lookups that build an order's row, and the step rule).
 */
export function createOrdersService(db: Database, deps: OrdersDeps, currency: string): OrdersService {
  const core = createOrderCore(db, deps);
  const holds = createHolds(core);
  return {
    ...createOrderBooking(db, core, currency, holds),
    ...createOrderSteps(core),
    ...createOrderReads(core),
    ...createOrderWrites(core, holds),
  };
}
