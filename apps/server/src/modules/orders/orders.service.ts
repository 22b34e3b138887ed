import type { CreateOrder, Order, SellerBuyer } from '@reboard/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../auth/access.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    image: row.image,
    price: row.price,
    currency: row.currency,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    phone: row.phone,
    location: row.location,
    status: row.status,
    available: row.status === 'paid' || Boolean(row.available),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    transactionId: row.transactionId ?? null,
  };
}

export function createOrdersService(db: Database, catalog: CatalogService, currency: string) {
  const repo = createOrdersRepository(db);

  /** The buyer's own order; someone else's is answered as if it did not exist. */
  async function ownRow(user: SessionUser, id: string): Promise<OrderRow> {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row || row.buyerId !== user.id) throw notFound('No such order');
    return row;
  }

  return {
    /** Books a listing at its current price; the body never sets the price. */
    async book(user: SessionUser, input: CreateOrder): Promise<Order> {
      const listing = await catalog.getProduct(input.productId);
      if (listing.seller.id === user.id) throw conflict('OWN_LISTING', 'You cannot book your own product');
      if (listing.status !== 'active') throw conflict('ALREADY_SOLD', 'This product has already been sold');
      const id = await repo.insert({
        productId: listing.id,
        buyerId: user.id,
        sellerId: listing.seller.id,
        price: listing.resalePrice,
        currency,
        buyerName: user.name,
        buyerEmail: user.email,
        phone: input.phone,
        location: input.location,
      });
      if (!id) throw conflict('ALREADY_BOOKED', 'You have already booked this product');
      return toOrder((await repo.findById(id))!);
    },

    async list(user: SessionUser): Promise<{ items: Order[] }> {
      return { items: (await repo.listByBuyer(user.id)).map(toOrder) };
    },

    get: async (user: SessionUser, id: string): Promise<Order> => toOrder(await ownRow(user, id)),

    ownRow,

    setIntent: (id: string, intentId: string) => repo.setIntent(id, intentId),

    findRow: (id: string) => (isUuid(id) ? repo.findById(id) : Promise.resolve(undefined)),

    async buyersOf(seller: SessionUser): Promise<{ items: SellerBuyer[] }> {
      const rows = await repo.listBySeller(seller.id);
      return {
        items: rows.map((r) => ({
          orderId: r.id,
          productId: r.productId,
          productName: r.productName,
          buyerName: r.buyerName,
          buyerEmail: r.buyerEmail,
          phone: r.phone,
          location: r.location,
          price: r.price,
          currency: r.currency,
          paid: r.status === 'paid',
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
