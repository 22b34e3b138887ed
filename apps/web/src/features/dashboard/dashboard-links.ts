import type { Role } from '@reboard/contracts';
import { paths } from '../../lib/paths.ts';

export type DashboardLink = { to: string; label: string; description: string };

/** Every role talks to buyers or sellers about listings. */
const messages: DashboardLink = { to: paths.dashboard.messages, label: 'Messages', description: 'Questions and answers about listings' };

/** What every shopper has: the listings they watch and the searches they saved. */
const SHOPPING: DashboardLink[] = [
  { to: paths.dashboard.watchlist, label: 'Watchlist', description: 'Listings you watch for a price drop' },
  { to: paths.dashboard.savedSearches, label: 'Saved searches', description: 'Be told of new listings that match' },
];

/** The drawer's entries for each role, in the spec's order (then the ones added since). */
export const DASHBOARD_LINKS: Record<Role, DashboardLink[]> = {
  buyer: [{ to: paths.dashboard.myOrders, label: 'My Cart', description: 'Your bookings and payments' }, messages, ...SHOPPING],
  seller: [
    { to: paths.dashboard.addProduct, label: 'Add a product', description: 'List a part for sale' },
    { to: paths.dashboard.myProducts, label: 'My Products', description: 'Edit, boost or remove your listings' },
    { to: paths.dashboard.myBuyers, label: 'My Buyers', description: 'Who booked your parts' },
    messages,
    ...SHOPPING,
  ],
  admin: [
    { to: paths.dashboard.allSellers, label: 'All Sellers', description: 'Verify or remove sellers' },
    { to: paths.dashboard.allBuyers, label: 'All Buyers', description: 'Remove buyer accounts' },
    { to: paths.dashboard.reportedItems, label: 'Reported Items', description: 'Review what people reported' },
    { to: paths.dashboard.orderProblems, label: 'Order problems', description: 'Refund or close what buyers reported' },
    { to: paths.dashboard.audit, label: 'Audit log', description: 'Who changed what, and when' },
    { to: paths.dashboard.reportedConversations, label: 'Reported conversations', description: 'Read and close reported messages' },
    messages,
  ],
};
