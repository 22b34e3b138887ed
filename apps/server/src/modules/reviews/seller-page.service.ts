import type { SellerProfile } from '@reboard/contracts';
import { notFound } from '#server/lib/errors.ts';
import type { AccountsService } from '../auth/index.ts';
import type { CatalogService, SellerRatings } from '../catalog/index.ts';
import type { OrdersService } from '../orders/index.ts';

export interface SellerPageDeps {
  accounts: Pick<AccountsService, 'findActive'>;
  orders: Pick<OrdersService, 'completedSalesOf'>;
  catalog: Pick<CatalogService, 'sellerLocation'>;
  ratings: SellerRatings;
}

/** The public seller page's header: who they are, how long they have sold, and how it went. */
export interface SellerPageService {
  profile(id: string): Promise<SellerProfile>;
  /** Only a live seller's reviews are listed; anyone else's page does not exist. */
  ensureSeller(id: string): Promise<void>;
}

export function createSellerPageService(deps: SellerPageDeps): SellerPageService {
  // Buyers and admins have no seller page; a deleted seller's is gone with them.
  async function liveSeller(id: string) {
    const seller = await deps.accounts.findActive(id);
    if (!seller || seller.role !== 'seller') throw notFound('errors.seller.noSuch');
    return seller;
  }

  return {
    async profile(id: string): Promise<SellerProfile> {
      const seller = await liveSeller(id);
      const [completedSales, location, ratings] = await Promise.all([
        deps.orders.completedSalesOf(seller.id),
        deps.catalog.sellerLocation(seller.id),
        deps.ratings([seller.id]),
      ]);
      return {
        id: seller.id,
        name: seller.name,
        image: seller.image,
        verified: seller.sellerVerified,
        memberSince: seller.createdAt.toISOString(),
        location,
        completedSales,
        rating: ratings.get(seller.id) ?? { average: null, count: 0 },
      };
    },

    /** Only a live seller's reviews are listed; anyone else's page does not exist. */
    async ensureSeller(id: string): Promise<void> {
      await liveSeller(id);
    },
  };
}
