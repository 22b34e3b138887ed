import type { SessionUser } from '@reboard/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '#test/refusal.ts';
import type { Database } from '#server/db/client.ts';
import { DomainError } from '#server/lib/errors.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAdminService, type AdminDeps } from './admin.service.ts';

// Moderation rules on their own: the audit repository and the other modules' services are
// stand-ins, and the "transaction" simply runs its callback.
vi.mock('./audit.repository.ts', () => ({ createAuditRepository: vi.fn() }));

const admin: SessionUser = { id: 'admin-1', name: 'Site Admin', email: 'admin@example.test', image: null, role: 'admin', sellerVerified: false, emailVerified: true };
const REPORT = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e03';
const tx = { tx: true };
const db = { transaction: async (fn: (t: unknown) => Promise<unknown>) => fn(tx) } as unknown as Database;

let audit: { record: ReturnType<typeof vi.fn>; page: ReturnType<typeof vi.fn> };
let deps: { [K in keyof AdminDeps]: Record<string, ReturnType<typeof vi.fn>> };

function service() {
  vi.mocked(createAuditRepository).mockReturnValue(audit as never);
  return createAdminService(db, deps as unknown as AdminDeps);
}

beforeEach(() => {
  audit = { record: vi.fn(), page: vi.fn() };
  deps = {
    accounts: {
      listByRole: vi.fn(),
      findActive: vi.fn(),
      findRemoved: vi.fn(),
      verifySeller: vi.fn(),
      softDelete: vi.fn(),
      restore: vi.fn(),
      people: vi.fn(),
      idsMatching: vi.fn(),
    },
    listings: { removeFromMarket: vi.fn(), withdrawSellerListings: vi.fn(), returnSellerListings: vi.fn(async () => 2), markSellerVerified: vi.fn() },
    orders: { cancelPendingOf: vi.fn(async () => ['order-1']) },
    notifications: { notify: vi.fn() },
    reports: { queue: vi.fn(), openReport: vi.fn(), dismiss: vi.fn(), closeForRemovedListing: vi.fn() },
    reviews: { liveReview: vi.fn(), remove: vi.fn() },
    problems: { queue: vi.fn(), openProblem: vi.fn(), refund: vi.fn(), close: vi.fn() },
    payments: { enqueueRefund: vi.fn() },
    messages: { reportQueue: vi.fn(), openReport: vi.fn(), closeReport: vi.fn() },
  };
});

describe('deleting an account', () => {
  it('refuses one’s own account, and another admin’s, as forbidden', async () => {
    expect(await refusal(service().deleteUser(admin, admin.id))).toEqual(['forbidden', 'FORBIDDEN']);
    deps.accounts.findActive!.mockResolvedValue({ id: 'admin-2', name: 'Other', email: 'o@x.test', role: 'admin', sellerVerified: false });
    expect(await refusal(service().deleteUser(admin, 'admin-2'))).toEqual(['forbidden', 'FORBIDDEN']);
    expect(deps.accounts.softDelete).not.toHaveBeenCalled();
  });

  it('answers an unknown account as not found', async () => {
    expect(await refusal(service().deleteUser(admin, 'nobody'))).toEqual(['not_found', 'NOT_FOUND']);
  });

  it('changes account, listings and orders and writes the audit row in one transaction', async () => {
    deps.accounts.findActive!.mockResolvedValue({ id: 'seller-1', name: 'Karim', email: 'k@x.test', role: 'seller', sellerVerified: false });
    expect(await service().deleteUser(admin, 'seller-1')).toEqual({ message: 'Karim deleted successfully' });
    // Account and listings carry the same deletion time, which a restore later relies on.
    const at = deps.accounts.softDelete!.mock.calls[0]![1] as Date;
    expect(deps.accounts.softDelete).toHaveBeenCalledWith('seller-1', expect.any(Date), tx);
    expect(deps.listings.withdrawSellerListings).toHaveBeenCalledWith('seller-1', at, tx);
    expect(deps.orders.cancelPendingOf).toHaveBeenCalledWith('seller-1', tx);
    expect(audit.record).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'delete_user', details: expect.objectContaining({ cancelledOrders: ['order-1'] }) }),
      tx,
    );
  });
});

describe('restoring an account', () => {
  it('answers a live account as a conflict and an unknown one as not found, changing nothing', async () => {
    deps.accounts.findActive!.mockResolvedValue({ id: 'seller-1', name: 'Karim', email: 'k@x.test', role: 'seller', sellerVerified: false });
    expect(await refusal(service().restoreUser(admin, 'seller-1'))).toEqual(['conflict', 'ACCOUNT_ACTIVE']);
    deps.accounts.findActive!.mockResolvedValue(undefined);
    expect(await refusal(service().restoreUser(admin, 'nobody'))).toEqual(['not_found', 'NOT_FOUND']);
    expect(deps.accounts.restore).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('restores the account and the listings withdrawn since its removal, with the audit row, in one transaction', async () => {
    const removedAt = new Date('2026-11-01T10:00:00Z');
    deps.accounts.findRemoved!.mockResolvedValue({ id: 'seller-1', name: 'Karim', email: 'k@x.test', role: 'seller', removedAt });
    expect(await service().restoreUser(admin, 'seller-1')).toEqual({ message: "Karim's account restored" });
    expect(deps.accounts.restore).toHaveBeenCalledWith('seller-1', 'k@x.test', tx);
    expect(deps.listings.returnSellerListings).toHaveBeenCalledWith('seller-1', removedAt, tx);
    expect(audit.record).toHaveBeenCalledWith(expect.objectContaining({ action: 'restore_user', details: expect.objectContaining({ listings: 2 }) }), tx);
  });
});

describe('resolving a report', () => {
  it('refuses to remove a sold listing as a conflict, changing nothing', async () => {
    deps.reports.openReport!.mockResolvedValue({ id: REPORT, productId: 'p-1', productName: 'Board', productStatus: 'sold', reason: 'fake' });
    expect(await refusal(service().resolveReport(admin, REPORT, 'remove'))).toEqual(['conflict', 'LISTING_SOLD']);
    expect(deps.listings.removeFromMarket).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('passes on the reports service’s refusal of a report already resolved', async () => {
    deps.reports.openReport!.mockRejectedValue(new DomainError('conflict', 'ALREADY_RESOLVED', 'This report has already been resolved'));
    expect(await refusal(service().resolveReport(admin, REPORT, 'dismiss'))).toEqual(['conflict', 'ALREADY_RESOLVED']);
  });
});

describe('verifying a seller', () => {
  it('answers a buyer’s id as not found (there is no such seller)', async () => {
    deps.accounts.findActive!.mockResolvedValue({ id: 'buyer-1', name: 'Nadia', email: 'n@x.test', role: 'buyer', sellerVerified: false });
    expect(await refusal(service().verifySeller(admin, 'buyer-1'))).toEqual(['not_found', 'NOT_FOUND']);
    expect(deps.accounts.verifySeller).not.toHaveBeenCalled();
  });
});

describe('resolving a buyer’s problem', () => {
  const problem = { id: REPORT, order: { id: 'order-1', buyerName: 'Nadia Buyer', productName: 'W5500 module' } };

  it('refunds in one transaction: the order, the refund job and the audit row', async () => {
    deps.problems.openProblem!.mockResolvedValue(problem);
    const { message } = await service().refundProblem(admin, REPORT, 'Never arrived');
    expect(message).toBe('Nadia Buyer is refunded for W5500 module');
    expect(deps.problems.refund).toHaveBeenCalledWith(problem, admin.id, 'Never arrived', tx);
    expect(deps.payments.enqueueRefund).toHaveBeenCalledWith('order-1', tx);
    expect(audit.record).toHaveBeenCalledWith(expect.objectContaining({ action: 'refund_problem', targetType: 'problem', targetId: REPORT }), tx);
  });

  it('enqueues no refund and writes no audit row when the problem was resolved a moment ago', async () => {
    deps.problems.openProblem!.mockResolvedValue(problem);
    deps.problems.refund!.mockRejectedValue(new DomainError('conflict', 'ALREADY_RESOLVED', 'This problem has already been resolved'));
    expect(await refusal(service().refundProblem(admin, REPORT, 'Never arrived'))).toEqual(['conflict', 'ALREADY_RESOLVED']);
    expect(deps.payments.enqueueRefund).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('closes with the note and its audit row, refunding nothing', async () => {
    deps.problems.openProblem!.mockResolvedValue(problem);
    await service().closeProblem(admin, REPORT, 'Tracking shows it delivered');
    expect(deps.problems.close).toHaveBeenCalledWith(problem, admin.id, 'Tracking shows it delivered', tx);
    expect(deps.payments.enqueueRefund).not.toHaveBeenCalled();
    expect(audit.record).toHaveBeenCalledWith(expect.objectContaining({ action: 'close_problem' }), tx);
  });
});
