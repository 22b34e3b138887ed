import type { Database } from '#server/db/client.ts';
import { deliveryFeeOf } from '@reboard/contracts';
import { conflict, invalid } from '#server/lib/errors.ts';
import { said } from '#server/lib/i18n.ts';
import type { Holds } from './holds.ts';
import type { OrderCore } from './order-core.ts';
import { toOrder } from './order-view.ts';
import type { OrdersService } from './orders.types.ts';

export type OrderBooking = Pick<OrdersService, 'book' | 'cancelBooking'>;

/** A buyer books a listing, and may cancel the booking before paying. */
export function createOrderBooking(db: Database, core: OrderCore, currency: string, holds: Holds): OrderBooking {
  const { deps, repo, tell } = core;
  return {
    async book(user, input) {
      const listing = await deps.catalog.getProduct(input.productId);
      if (listing.seller.id === user.id) throw conflict('OWN_LISTING', 'errors.order.ownProduct');
      if (listing.status !== 'active') throw conflict('ALREADY_SOLD', 'errors.order.alreadySold');
      // The fee is the listing's own; a way it does not offer is refused, never priced by the body.
      const deliveryFee = deliveryFeeOf(listing.delivery, input.delivery);
      if (deliveryFee === undefined) throw invalid('errors.order.deliveryNotOffered', { delivery: 'errors.order.deliveryNotOffered' });
      const values = {
        productId: listing.id,
        buyerId: user.id,
        sellerId: listing.seller.id,
        price: listing.resalePrice,
        quantity: input.quantity,
        currency,
        delivery: input.delivery,
        deliveryFee,
        paymentMethod: input.paymentMethod,
        buyerName: user.name,
        buyerEmail: user.email,
        phone: input.phone,
        location: input.location,
      };
      // The mail is enqueued with the order: both exist, or neither.
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insert(values, tx);
        if (inserted) {
          await holds.take(tx, { id: inserted, productId: listing.id, quantity: input.quantity });
          await deps.mail.orderBooked(tx, { ...values, id: inserted, productName: listing.name });
          await tell(tx, values.sellerId, 'order_booked', inserted, { key: 'notifications.text.orderBooked', params: { buyer: user.name, product: listing.name } });
        }
        return inserted;
      });
      if (!id) throw conflict('ALREADY_BOOKED', 'errors.order.alreadyBooked');
      return toOrder((await core.findRow(id))!);
    },

    async cancelBooking(buyer, id) {
      const row = await core.ownRow(buyer, id);
      await core.step(row, 'booked', 'errors.order.onlyUnpaidCancelled', async (tx) => {
        // The listing before the order, in the order a payment writes them: never a deadlock.
        // A booking no longer pending holds nothing, so ending its hold first changes nothing.
        await holds.end(tx, row);
        if (!(await repo.cancelPending(row.id, tx))) return false;
        const text = { key: 'notifications.text.bookingCancelled', params: { buyer: row.buyerName, product: row.productName } };
        await tell(tx, row.sellerId, 'order_cancelled', row.id, text, () => deps.mail.bookingCancelled(tx, row));
        return true;
      });
      return said('errors.success.bookingCancelled', { product: row.productName });
    },
  };
}
