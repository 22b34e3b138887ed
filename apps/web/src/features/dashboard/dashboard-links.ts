import type { Role } from '@reboard/contracts';
import { paths } from '../../lib/paths.ts';

/** A drawer entry; its words are catalogue keys, put into the page's language where shown. */
export type DashboardLink = { to: string; labelKey: string; descriptionKey: string };

/** Every role talks to buyers or sellers about listings. */
const messages: DashboardLink = { to: paths.dashboard.messages, labelKey: 'dashboard.link.messages', descriptionKey: 'dashboard.link.messagesText' };

/** What every shopper has: the listings they watch and the searches they saved. */
const SHOPPING: DashboardLink[] = [
  { to: paths.dashboard.watchlist, labelKey: 'dashboard.link.watchlist', descriptionKey: 'dashboard.link.watchlistText' },
  { to: paths.dashboard.savedSearches, labelKey: 'dashboard.link.savedSearches', descriptionKey: 'dashboard.link.savedSearchesText' },
  { to: paths.dashboard.wantedLists, labelKey: 'dashboard.link.wantedLists', descriptionKey: 'dashboard.link.wantedListsText' },
];

/** The drawer's entries for each role, in the spec's order (then the ones added since). */
export const DASHBOARD_LINKS: Record<Role, DashboardLink[]> = {
  buyer: [{ to: paths.dashboard.myOrders, labelKey: 'dashboard.link.myCart', descriptionKey: 'dashboard.link.myCartText' }, messages, ...SHOPPING],
  seller: [
    { to: paths.dashboard.addProduct, labelKey: 'dashboard.link.addProduct', descriptionKey: 'dashboard.link.addProductText' },
    { to: paths.dashboard.importListings, labelKey: 'dashboard.link.importListings', descriptionKey: 'dashboard.link.importListingsText' },
    { to: paths.dashboard.myProducts, labelKey: 'dashboard.link.myProducts', descriptionKey: 'dashboard.link.myProductsText' },
    { to: paths.dashboard.myBuyers, labelKey: 'dashboard.link.myBuyers', descriptionKey: 'dashboard.link.myBuyersText' },
    messages,
    ...SHOPPING,
  ],
  admin: [
    { to: paths.dashboard.allSellers, labelKey: 'dashboard.link.allSellers', descriptionKey: 'dashboard.link.allSellersText' },
    { to: paths.dashboard.allBuyers, labelKey: 'dashboard.link.allBuyers', descriptionKey: 'dashboard.link.allBuyersText' },
    { to: paths.dashboard.reportedItems, labelKey: 'dashboard.link.reportedItems', descriptionKey: 'dashboard.link.reportedItemsText' },
    { to: paths.dashboard.proofPhotos, labelKey: 'dashboard.link.proofPhotos', descriptionKey: 'dashboard.link.proofPhotosText' },
    { to: paths.dashboard.orderProblems, labelKey: 'dashboard.link.orderProblems', descriptionKey: 'dashboard.link.orderProblemsText' },
    { to: paths.dashboard.audit, labelKey: 'dashboard.link.audit', descriptionKey: 'dashboard.link.auditText' },
    { to: paths.dashboard.reportedConversations, labelKey: 'dashboard.link.reportedConversations', descriptionKey: 'dashboard.link.reportedConversationsText' },
    messages,
  ],
};
