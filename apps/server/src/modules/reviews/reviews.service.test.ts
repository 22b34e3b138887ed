import type { SessionUser } from '@reboard/contracts';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { refusal } from '#test/refusal.ts';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { createReviewsRepository, type ReviewRecord, type ReviewsRepository } from './reviews.repository.ts';
import { createReviewsService } from './reviews.service.ts';

// The service's rules on their own: the repository is a stand-in, no database is opened.
vi.mock('./reviews.repository.ts', () => ({ createReviewsRepository: vi.fn() }));

const REVIEW = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e03';
const ORDER = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e02';
const DAY = 86_400_000;
const buyer: SessionUser = { id: 'buyer-1', name: 'Nadia Rahman', email: 'nadia@example.test', image: null, role: 'buyer', sellerVerified: false, emailVerified: true };
const seller: SessionUser = { ...buyer, id: 'seller-1', name: 'Karim Seller', role: 'seller' };

const record = (changes: Partial<ReviewRecord> = {}): ReviewRecord => ({
  id: REVIEW,
  orderId: ORDER,
  sellerId: seller.id,
  buyerId: buyer.id,
  productId: 'product-1',
  rating: 4,
  text: 'Good board',
  createdAt: new Date(),
  updatedAt: new Date(),
  answer: null,
  answeredAt: null,
  removedAt: null,
  removedBy: null,
  ...changes,
});

const TX = { transaction: 'review' };
const db = { transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn(TX) } as unknown as Database;
let repo: { [K in keyof ReviewsRepository]: Mock };
let mail: { reviewPosted: Mock; reviewAnswered: Mock };
let reviewable: Mock;

function service() {
  vi.mocked(createReviewsRepository).mockReturnValue(repo as unknown as ReviewsRepository);
  return createReviewsService(db, {
    orders: { reviewable, partyRow: vi.fn() } as never,
    accounts: { people: vi.fn(async () => new Map([[buyer.id, { name: buyer.name }]])) } as never,
    catalog: { summaries: vi.fn(async () => new Map([['product-1', { name: 'ESP32 DevKit' }]])) } as never,
    mail,
    notifications: { notify: vi.fn(async (_tx: unknown, n: { mail?: () => Promise<void> }) => n.mail?.()) },
    editableMs: 30 * DAY,
  });
}

beforeEach(() => {
  reviewable = vi.fn(async () => ({ id: ORDER, sellerId: seller.id, productId: 'product-1', productName: 'ESP32 DevKit' }));
  mail = { reviewPosted: vi.fn(async () => {}), reviewAnswered: vi.fn(async () => {}) };
  repo = {
    insert: vi.fn(async () => record()),
    findById: vi.fn(async () => record()),
    findByOrder: vi.fn(),
    edit: vi.fn(async () => record({ rating: 5 })),
    answer: vi.fn(async () => record({ answer: 'Thanks', answeredAt: new Date() })),
    remove: vi.fn(async () => true),
    summaries: vi.fn(async () => []),
    pageForSeller: vi.fn(async () => []),
  };
});

describe('posting a review', () => {
  it('asks orders first: an order not yet arrived is refused before anything is written', async () => {
    reviewable.mockRejectedValue(conflict('REVIEW_NOT_ALLOWED', 'not yet'));
    expect(await refusal(service().post(buyer, ORDER, { rating: 5, text: 'Great' }))).toEqual(['conflict', 'REVIEW_NOT_ALLOWED']);
    expect(repo.insert).not.toHaveBeenCalled();
  });

  it('writes it with the order’s seller and listing, and mails the seller in the same transaction', async () => {
    const review = await service().post(buyer, ORDER, { rating: 4, text: 'Good board' });
    expect(repo.insert).toHaveBeenCalledWith({ orderId: ORDER, sellerId: seller.id, buyerId: buyer.id, productId: 'product-1', rating: 4, text: 'Good board' }, TX);
    expect(mail.reviewPosted).toHaveBeenCalledWith(TX, expect.objectContaining({ id: REVIEW, sellerId: seller.id, rating: 4, productName: 'ESP32 DevKit' }));
    expect(review).toMatchObject({ buyerName: 'Nadia', productName: 'ESP32 DevKit', removed: false });
  });

  it('a second review of the order (the unique index said no) is a conflict, with no mail', async () => {
    repo.insert.mockResolvedValue(undefined);
    expect(await refusal(service().post(buyer, ORDER, { rating: 4, text: 'Again' }))).toEqual(['conflict', 'ALREADY_REVIEWED']);
    expect(mail.reviewPosted).not.toHaveBeenCalled();
  });
});

describe('editing and answering', () => {
  it('an edit after the window is a conflict and writes nothing; someone else’s or a removed review is not found', async () => {
    repo.findById.mockResolvedValue(record({ createdAt: new Date(Date.now() - 31 * DAY) }));
    expect(await refusal(service().edit(buyer, REVIEW, { rating: 5, text: 'Better' }))).toEqual(['conflict', 'REVIEW_LOCKED']);
    expect(repo.edit).not.toHaveBeenCalled();
    repo.findById.mockResolvedValue(record({ buyerId: 'someone-else' }));
    expect(await refusal(service().edit(buyer, REVIEW, { rating: 5, text: 'Better' }))).toEqual(['not_found', 'NOT_FOUND']);
    repo.findById.mockResolvedValue(record({ removedAt: new Date() }));
    expect(await refusal(service().edit(buyer, REVIEW, { rating: 5, text: 'Better' }))).toEqual(['not_found', 'NOT_FOUND']);
  });

  it('the seller’s second answer (the conditional update found it answered) is a conflict, with no mail', async () => {
    await service().answer(seller, REVIEW, 'Thanks');
    expect(mail.reviewAnswered).toHaveBeenCalledWith(TX, expect.objectContaining({ buyerId: buyer.id }));
    repo.answer.mockResolvedValue(undefined);
    expect(await refusal(service().answer(seller, REVIEW, 'Again'))).toEqual(['conflict', 'ALREADY_ANSWERED']);
    expect(mail.reviewAnswered).toHaveBeenCalledTimes(1);
    expect(await refusal(service().answer({ ...seller, id: 'seller-2' }, REVIEW, 'Hi'))).toEqual(['not_found', 'NOT_FOUND']);
  });
});
