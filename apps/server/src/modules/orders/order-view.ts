import { isCourier, type Order, type OrderProblem, type OrderStep, type Shipment } from '@reboard/contracts';
import type { ProblemRecord } from './problems.repository.ts';
import type { OrderRecord } from './orders.repository.ts';

/** What the payments module records of a paid order. */
export interface Receipt {
  transactionId: string;
  /** When the payment of a cancelled sale was refunded. */
  refundedAt: Date | null;
}

/**
 * The receipts of paid orders, by order id. The payments module provides it; orders only names
 * the shape it needs, so the two modules never import each other.
 */
export type Receipts = (orderIds: string[]) => Promise<Map<string, Receipt>>;

/** An order with what the buyer needs to see of its listing and payment. */
export interface OrderRow extends OrderRecord {
  productName: string;
  image: string | null;
  /** A pending order can still be paid only while its listing is for sale. */
  available: boolean;
  /** The listing was deleted (its seller's list no longer shows the booking). */
  listingDeleted: boolean;
  transactionId: string | null;
  refundedAt: Date | null;
  /** The buyer's latest problem report on the order, if any. */
  problem: ProblemRecord | null;
  /** The listing's phone, which its buyer calls once booked. */
  sellerPhone: string | null;
}

/** The step an order is at, read from its status and the times of what happened after payment. */
export function stepOf(record: OrderRecord): OrderStep {
  if (record.status === 'cancelled') return 'cancelled';
  if (record.status === 'pending') return 'booked';
  if (record.receivedAt) return 'received';
  if (record.completedAt) return 'completed';
  if (record.shippedAt) return isCourier(record.delivery) ? 'shipped' : 'handed_over';
  return record.status;
}

/** The units' price and delivery: what the card is charged, or the cash the seller receives. */
export const totalOf = (record: Pick<OrderRecord, 'price' | 'quantity' | 'deliveryFee'>): number => record.price * record.quantity + record.deliveryFee;

export function shipmentOf(record: OrderRecord): Shipment | null {
  if (!record.shippedAt) return null;
  return {
    carrier: record.carrier,
    trackingNumber: record.trackingNumber,
    shippedAt: record.shippedAt.toISOString(),
    receivedAt: record.receivedAt?.toISOString() ?? null,
    completedAt: record.completedAt?.toISOString() ?? null,
  };
}

export function problemOf(record: ProblemRecord | null): OrderProblem | null {
  if (!record) return null;
  return {
    kind: record.kind,
    description: record.description,
    status: record.status,
    openedAt: record.createdAt.toISOString(),
    resolvedAt: record.resolvedAt?.toISOString() ?? null,
    resolutionNote: record.resolutionNote,
  };
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    image: row.image,
    price: row.price,
    quantity: row.quantity,
    currency: row.currency,
    delivery: row.delivery,
    deliveryFee: row.deliveryFee,
    total: totalOf(row),
    paymentMethod: row.paymentMethod,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    phone: row.phone,
    location: row.location,
    sellerPhone: row.sellerPhone,
    status: row.status,
    available: row.status === 'paid' || row.status === 'confirmed' || row.available,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cashReceivedAt: row.cashReceivedAt?.toISOString() ?? null,
    transactionId: row.transactionId,
    cancelReason: row.cancelReason,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    step: stepOf(row),
    shipment: shipmentOf(row),
    problem: problemOf(row.problem),
  };
}

