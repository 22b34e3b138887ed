import type { Product, SessionUser } from '@reboard/contracts';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { refusal } from '#test/refusal.ts';
import type { Database } from '#server/db/client.ts';
import type { MailService } from '../mail/index.ts';
import { createOrdersRepository, type OrderRecord, type OrdersRepository } from './orders.repository.ts';
import { createOrdersService } from './orders.service.ts';
import { createProblemsRepository, type ProblemsRepository } from './problems.repository.ts';

// The service's rules on their own: the repositories are stand-ins, no database is opened.
vi.mock('./orders.repository.ts', () => ({ createOrdersRepository: vi.fn() }));
vi.mock('./problems.repository.ts', () => ({ createProblemsRepository: vi.fn() }));

const PRODUCT = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01';
const ORDER = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e02';
const buyer: SessionUser = { id: 'buyer-1', name: 'Nadia Buyer', email: 'nadia@example.test', image: null, role: 'buyer', sellerVerified: false, emailVerified: true };

const listing = (changes: Partial<Product> = {}) =>
  ({
    id: PRODUCT,
    name: 'ESP32 DevKit',
    status: 'active',
    resalePrice: 1200,
    picture: null,
    seller: { id: 'seller-1', name: 'Karim Seller', image: null, verified: false },
    delivery: { meetUp: true, courierFeeInside: null, courierFeeOutside: null },
    ...changes,
  }) as Product;

const record = (changes: Partial<OrderRecord> = {}): OrderRecord => ({
  id: ORDER,
  productId: PRODUCT,
  buyerId: buyer.id,
  sellerId: 'seller-1',
  price: 1200,
  quantity: 1,
  currency: 'BDT',
  // Sent by courier unless a test says otherwise (a meet-up is handed over, not shipped).
  delivery: 'courier_inside',
  deliveryFee: 0,
  paymentMethod: 'card',
  confirmedAt: null,
  cashReceivedAt: null,
  buyerName: buyer.name,
  buyerEmail: buyer.email,
  phone: '01700000000',
  location: 'Dhaka',
  status: 'pending',
  paymentIntentId: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  paidAt: null,
  shippedAt: null,
  carrier: null,
  trackingNumber: null,
  receivedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  ...changes,
});

const DAY = 86_400_000;
let jobs: { enqueue: Mock; handle: Mock };
let listings: { hold: Mock; releaseHold: Mock; heldBy: Mock };
let repo: { [K in keyof OrdersRepository]: ReturnType<typeof vi.fn> };
let problems: Pick<{ [K in keyof ProblemsRepository]: ReturnType<typeof vi.fn> }, 'latestOf' | 'hasOpen'>;
let product: Product;
const TX = { transaction: 'booking' };
type StepMails = 'orderBooked' | 'orderShipped' | 'orderHandedOver' | 'orderReceived' | 'orderCompleted' | 'bookingCancelled' | 'itemGone';
let mail: { [K in StepMails]: Mock<MailService[K]> };
const db = { transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn(TX) } as unknown as Database;

function service() {
  vi.mocked(createOrdersRepository).mockReturnValue(repo as unknown as OrdersRepository);
  vi.mocked(createProblemsRepository).mockReturnValue(problems as unknown as ProblemsRepository);
  const catalog = {
    getProduct: vi.fn(async () => product),
    summaries: vi.fn(async () => new Map([[PRODUCT, { id: PRODUCT, name: product.name, picture: null, resalePrice: product.resalePrice, status: product.status, sellerId: 'seller-1', deletedAt: null, sellerPhone: '01711000000', quantity: 1, held: 0 }]])),
  };
  const people = async () => new Map([['seller-1', { id: 'seller-1', name: 'Sam Seller', email: 'sam@example.test', image: null, sellerVerified: true, deleted: false }]]);
  return createOrdersService(db, { catalog, receipts: async () => new Map(), people, mail, jobs, notifications: { notify: vi.fn(async (_tx: unknown, n: { mail?: () => Promise<void> }) => n.mail?.()) }, autoCompleteMs: DAY, listings, holdMs: DAY, catalogChanged: vi.fn() }, 'BDT');
}

beforeEach(() => {
  product = listing();
  jobs = { enqueue: vi.fn(async () => true), handle: vi.fn() };
  listings = { hold: vi.fn(async () => ({ held: true, available: 1 })), releaseHold: vi.fn(async () => true), heldBy: vi.fn(async () => new Map()) };
  mail = { orderBooked: vi.fn(async () => {}), orderShipped: vi.fn(async () => {}), orderHandedOver: vi.fn(async () => {}), orderReceived: vi.fn(async () => {}), orderCompleted: vi.fn(async () => {}), bookingCancelled: vi.fn(async () => {}), itemGone: vi.fn(async () => {}) };
  problems = { latestOf: vi.fn(async () => new Map()), hasOpen: vi.fn(async () => false) };
  repo = {
    insert: vi.fn(async () => ORDER),
    lockAt: vi.fn(async () => true),
    cancelRefunded: vi.fn(async () => true),
    listByBuyer: vi.fn(async () => []),
    findById: vi.fn(async () => record()),
    setIntent: vi.fn(),
    listBySeller: vi.fn(async () => []),
    markPaid: vi.fn(),
    markConfirmed: vi.fn(),
    markCashReceived: vi.fn(),
    pendingFor: vi.fn(async () => []),
    markShipped: vi.fn(async () => true),
    markReceived: vi.fn(async () => true),
    markCompleted: vi.fn(async () => true),
    cancelPending: vi.fn(async () => true),
    cancelPaid: vi.fn(async () => true),
    cancelPendingOf: vi.fn(),
    countDeliveredBySeller: vi.fn(async () => 0),
  };
});

const MEETUP_CARD = { delivery: 'meetup', paymentMethod: 'card', quantity: 1 } as const;

describe('booking', () => {
  it('takes the price from the listing, never from the request', async () => {
    const order = await service().book(buyer, { productId: PRODUCT, phone: '01700000000', location: 'Dhaka', ...MEETUP_CARD });
    expect(repo.insert).toHaveBeenCalledWith(expect.objectContaining({ price: 1200, currency: 'BDT', sellerId: 'seller-1' }), TX);
    expect(order).toMatchObject({ id: ORDER, productName: 'ESP32 DevKit', available: true, transactionId: null });
  });

  it('enqueues the buyer’s mail in the booking’s own transaction', async () => {
    await service().book(buyer, { productId: PRODUCT, phone: '01700000000', location: 'Dhaka', ...MEETUP_CARD });
    expect(mail.orderBooked).toHaveBeenCalledWith(TX, expect.objectContaining({ id: ORDER, buyerId: buyer.id, productName: 'ESP32 DevKit' }));
  });

  it('refuses one’s own listing as a conflict, without writing', async () => {
    product = listing({ seller: { id: buyer.id, name: buyer.name, image: null, verified: false, rating: { average: null, count: 0 } } });
    expect(await refusal(service().book(buyer, { productId: PRODUCT, phone: '017', location: 'x', ...MEETUP_CARD }))).toEqual(['conflict', 'OWN_LISTING']);
    expect(repo.insert).not.toHaveBeenCalled();
  });

  it('refuses a sold listing as a conflict', async () => {
    product = listing({ status: 'sold' });
    expect(await refusal(service().book(buyer, { productId: PRODUCT, phone: '017', location: 'x', ...MEETUP_CARD }))).toEqual(['conflict', 'ALREADY_SOLD']);
  });

  it('refuses a delivery the listing does not offer (400), without writing', async () => {
    const courier = { productId: PRODUCT, phone: '017', location: 'x', delivery: 'courier_inside', paymentMethod: 'cash', quantity: 1 } as const;
    expect(await refusal(service().book(buyer, courier))).toEqual(['invalid', 'VALIDATION']);
    expect(repo.insert).not.toHaveBeenCalled();
  });

  it('copies the listing’s fee for the chosen courier, and the payment method, onto the order', async () => {
    product = listing({ delivery: { meetUp: false, courierFeeInside: 6000, courierFeeOutside: 12000 } });
    await service().book(buyer, { productId: PRODUCT, phone: '017', location: 'x', delivery: 'courier_outside', paymentMethod: 'cash', quantity: 1 });
    expect(repo.insert).toHaveBeenCalledWith(expect.objectContaining({ price: 1200, delivery: 'courier_outside', deliveryFee: 12000, paymentMethod: 'cash' }), TX);
  });

  it('refuses a second live booking as a conflict', async () => {
    repo.insert.mockResolvedValue(undefined);
    expect(await refusal(service().book(buyer, { productId: PRODUCT, phone: '017', location: 'x', ...MEETUP_CARD }))).toEqual(['conflict', 'ALREADY_BOOKED']);
    expect(mail.orderBooked).not.toHaveBeenCalled();
  });

  it('holds the listing for the booking until the setting’s time, and schedules the hold’s end then', async () => {
    const before = Date.now();
    await service().book(buyer, { productId: PRODUCT, phone: '01700000000', location: 'Dhaka', ...MEETUP_CARD });
    const [productId, orderId, units, until, tx] = listings.hold.mock.calls[0]!;
    expect([productId, orderId, units, tx]).toEqual([PRODUCT, ORDER, 1, TX]);
    expect((until as Date).getTime()).toBeGreaterThanOrEqual(before + DAY);
    expect(jobs.enqueue).toHaveBeenCalledWith(TX, { kind: 'order-hold-expiry', key: ORDER, payload: { orderId: ORDER }, runAt: until });
  });

  it('refuses a listing another booking holds inside the transaction, so the booking is undone with it', async () => {
    listings.hold.mockResolvedValue(false);
    expect(await refusal(service().book(buyer, { productId: PRODUCT, phone: '017', location: 'x', ...MEETUP_CARD }))).toEqual(['conflict', 'RESERVED']);
    expect(mail.orderBooked).not.toHaveBeenCalled();
    expect(jobs.enqueue).not.toHaveBeenCalled();
  });

  it('a cancelled booking ends its hold in the same transaction', async () => {
    await service().cancelBooking(buyer, ORDER);
    expect(listings.releaseHold).toHaveBeenCalledWith(ORDER, buyer.id, TX);
  });
});

describe('reading an order', () => {
  it("answers someone else's order as not found, to a buyer and to a seller", async () => {
    repo.findById.mockResolvedValue(record({ buyerId: 'someone-else', sellerId: 'another-seller' }));
    expect(await refusal(service().detail(buyer, ORDER, 'buyer'))).toEqual(['not_found', 'NOT_FOUND']);
    expect(await refusal(service().detail({ ...buyer, id: 'seller-1', role: 'seller' }, ORDER, 'seller'))).toEqual(['not_found', 'NOT_FOUND']);
  });

  it('shows its buyer who the seller is', async () => {
    repo.findById.mockResolvedValue(record({}));
    expect(await service().detail(buyer, ORDER, 'buyer')).toMatchObject({ viewer: 'buyer', seller: { id: 'seller-1', name: 'Sam Seller', email: 'sam@example.test' } });
  });

  it('answers a malformed id as not found without asking the database', async () => {
    expect(await refusal(service().detail(buyer, 'not-a-uuid', 'buyer'))).toEqual(['not_found', 'NOT_FOUND']);
    expect(repo.findById).not.toHaveBeenCalled();
  });
});

describe('the steps after payment', () => {
  const seller = { ...buyer, id: 'seller-1', role: 'seller' as const };
  const paid = { status: 'paid' as const, paidAt: new Date() };

  it('ships a paid order with its mail in the same transaction', async () => {
    repo.findById.mockResolvedValue(record(paid));
    await service().ship(seller, ORDER, { carrier: 'Sundarban Courier', trackingNumber: 'SC-1' });
    expect(repo.markShipped).toHaveBeenCalledWith(ORDER, { carrier: 'Sundarban Courier', trackingNumber: 'SC-1' }, TX);
    expect(mail.orderShipped).toHaveBeenCalledWith(TX, expect.objectContaining({ id: ORDER }), { carrier: 'Sundarban Courier', trackingNumber: 'SC-1' });
    // The deadline for the buyer to confirm, as a job held back until then.
    const [tx, job] = jobs.enqueue.mock.calls[0]!;
    expect(tx).toBe(TX);
    expect(job).toMatchObject({ kind: 'order-auto-complete', key: ORDER, payload: { orderId: ORDER } });
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(DAY - 60_000);
  });

  it('completes a shipped order at its deadline only while the buyer has not confirmed it', async () => {
    service();
    const [kind, complete] = jobs.handle.mock.calls.find(([k]) => k === 'order-auto-complete')!;
    expect(kind).toBe('order-auto-complete');
    repo.findById.mockResolvedValue(record({ ...paid, shippedAt: new Date(), carrier: 'Pathao' }));
    await complete({ orderId: ORDER });
    expect(repo.markCompleted).toHaveBeenCalledWith(ORDER, TX);
    expect(mail.orderCompleted).toHaveBeenCalledTimes(1);
    repo.markCompleted.mockResolvedValue(false); // confirmed meanwhile: nothing to do, no mail
    await complete({ orderId: ORDER });
    expect(mail.orderCompleted).toHaveBeenCalledTimes(1);
  });

  it('refuses each step from the wrong one without writing, and hides other people’s orders', async () => {
    repo.findById.mockResolvedValue(record());
    expect(await refusal(service().ship(seller, ORDER, { carrier: 'Pathao', trackingNumber: undefined }))).toEqual(['conflict', 'WRONG_ORDER_STEP']);
    expect(await refusal(service().confirmReceipt(buyer, ORDER))).toEqual(['conflict', 'WRONG_ORDER_STEP']);
    repo.findById.mockResolvedValue(record(paid));
    expect(await refusal(service().cancelBooking(buyer, ORDER))).toEqual(['conflict', 'WRONG_ORDER_STEP']);
    expect(await refusal(service().ship({ ...seller, id: 'seller-2' }, ORDER, { carrier: 'Pathao', trackingNumber: undefined }))).toEqual(['not_found', 'NOT_FOUND']);
    expect(repo.markShipped).not.toHaveBeenCalled();
    expect(repo.markReceived).not.toHaveBeenCalled();
    expect(repo.cancelPending).not.toHaveBeenCalled();
    expect(mail.orderShipped).not.toHaveBeenCalled();
  });

  it('refuses to ship a meet-up and to hand over a courier order, without writing', async () => {
    repo.findById.mockResolvedValue(record({ ...paid, delivery: 'meetup' }));
    expect(await refusal(service().ship(seller, ORDER, { carrier: 'Pathao', trackingNumber: undefined }))).toEqual(['conflict', 'WRONG_DELIVERY']);
    repo.findById.mockResolvedValue(record(paid));
    expect(await refusal(service().handOver(seller, ORDER))).toEqual(['conflict', 'WRONG_DELIVERY']);
    expect(repo.markShipped).not.toHaveBeenCalled();
  });

  it('answers a request that lost the race as a conflict and sends no mail', async () => {
    repo.findById.mockResolvedValue(record({ ...paid, shippedAt: new Date(), carrier: 'Pathao' }));
    repo.markReceived.mockResolvedValue(false);
    expect(await refusal(service().confirmReceipt(buyer, ORDER))).toEqual(['conflict', 'WRONG_ORDER_STEP']);
    expect(mail.orderReceived).not.toHaveBeenCalled();
  });
});

describe('what may be reviewed', () => {
  const paid = { status: 'paid' as const, paidAt: new Date(), shippedAt: new Date(), carrier: 'Pathao' };

  it('an order its buyer received, or that completed by time; nothing before, and nobody else’s', async () => {
    repo.findById.mockResolvedValue(record({ ...paid, receivedAt: new Date() }));
    await expect(service().reviewable(buyer, ORDER)).resolves.toMatchObject({ id: ORDER, sellerId: 'seller-1' });
    repo.findById.mockResolvedValue(record({ ...paid, completedAt: new Date() }));
    await expect(service().reviewable(buyer, ORDER)).resolves.toMatchObject({ id: ORDER });
    for (const early of [record(), record({ status: 'paid', paidAt: new Date() }), record(paid), record({ status: 'cancelled' })]) {
      repo.findById.mockResolvedValue(early);
      expect(await refusal(service().reviewable(buyer, ORDER))).toEqual(['conflict', 'REVIEW_NOT_ALLOWED']);
    }
    repo.findById.mockResolvedValue(record({ ...paid, receivedAt: new Date(), buyerId: 'someone-else' }));
    expect(await refusal(service().reviewable(buyer, ORDER))).toEqual(['not_found', 'NOT_FOUND']);
  });
});

describe('an order with an open problem', () => {
  const shipped = { status: 'paid' as const, paidAt: new Date(), shippedAt: new Date(), carrier: 'Pathao' };
  beforeEach(() => {
    problems.hasOpen.mockResolvedValue(true);
  });

  it('does not complete at its deadline: the job leaves it for the admins', async () => {
    service();
    const [, complete] = jobs.handle.mock.calls.find(([k]) => k === 'order-auto-complete')!;
    repo.findById.mockResolvedValue(record(shipped));
    await complete({ orderId: ORDER });
    expect(repo.lockAt).toHaveBeenCalledWith(ORDER, 'shipped', TX);
    expect(repo.markCompleted).not.toHaveBeenCalled();
    expect(mail.orderCompleted).not.toHaveBeenCalled();
  });

  it('refuses the buyer’s receipt and the seller’s cancel as conflicts, after locking the order', async () => {
    repo.findById.mockResolvedValue(record(shipped));
    expect(await refusal(service().confirmReceipt(buyer, ORDER))).toEqual(['conflict', 'PROBLEM_OPEN']);
    expect(await refusal(service().cancelSale(ORDER, 'Broke', TX as never))).toEqual(['conflict', 'PROBLEM_OPEN']);
    expect(repo.lockAt).toHaveBeenCalledWith(ORDER, 'beforeCompletion', TX);
    expect(repo.markReceived).not.toHaveBeenCalled();
    expect(repo.cancelPaid).not.toHaveBeenCalled();
  });
});
