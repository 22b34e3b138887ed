import type { Role } from '@reboard/contracts';
import { paths } from '../../lib/paths.ts';

export type DashboardLink = { to: string; label: string; description: string };

/** What every signed-in person has, after their role's own pages. */
const SHOPPING: DashboardLink[] = [
  { to: paths.dashboard.watchlist, label: 'Watchlist', description: 'Listings you watch for a price drop' },
  { to: paths.dashboard.savedSearches, label: 'Saved searches', description: 'Be told of new listings that match' },
];

/** The drawer's entries for each role, in the spec's order. */
export const DASHBOARD_LINKS: Record<Role, DashboardLink[]> = {
  buyer: [{ to: paths.dashboard.myOrders, label: 'My Cart', description: 'Your bookings and payments' }, ...SHOPPING],
  seller: [
    { to: paths.dashboard.addProduct, label: 'Add a product', description: 'List a part for sale' },
    { to: paths.dashboard.myProducts, label: 'My Products', description: 'Edit, boost or remove your listings' },
    { to: paths.dashboard.myBuyers, label: 'My Buyers', description: 'Who booked your parts' },
    ...SHOPPING,
  ],
  admin: [
    { to: paths.dashboard.allSellers, label: 'All Sellers', description: 'Verify or remove sellers' },
    { to: paths.dashboard.allBuyers, label: 'All Buyers', description: 'Remove buyer accounts' },
    { to: paths.dashboard.reportedItems, label: 'Reported Items', description: 'Review what people reported' },
    { to: paths.dashboard.orderProblems, label: 'Order problems', description: 'Refund or close what buyers reported' },
    { to: paths.dashboard.audit, label: 'Audit log', description: 'Who changed what, and when' },
  ],
};
