import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { paymentLoader } from '../../features/orders/routes/payment-loader.ts';
import { paths, patterns } from '../../lib/paths.ts';

/** A page's code as its own chunk, fetched when the page is first opened. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * Children of /dashboard: each role's pages sit behind that role's guard. Each page lives in
 * its feature (listings, orders, admin); a page that needs a loader exports it beside itself.
 * Paths are absolute, from lib/paths.ts, so the links to these pages use the same strings.
 * The QueryClient is for those loaders, which prefetch into its cache (as in router.tsx).
 */
export const dashboardRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, lazy: page(async () => (await import('../../features/dashboard/routes/dashboard-home-page.tsx')).DashboardHomePage) },
  // Every role has messages.
  { path: paths.dashboard.messages, lazy: page(async () => (await import('../../features/messages/routes/inbox-page.tsx')).InboxPage) },
  { path: patterns.conversation, lazy: page(async () => (await import('../../features/messages/routes/conversation-page.tsx')).ConversationPage) },
  { path: paths.dashboard.notifications, lazy: page(async () => (await import('../../features/notifications/routes/notifications-page.tsx')).NotificationsPage) },
  {
    path: paths.dashboard.notificationSettings,
    lazy: page(async () => (await import('../../features/notifications/routes/mail-settings-page.tsx')).MailSettingsPage),
  },
  { path: paths.dashboard.savedSearches, lazy: page(async () => (await import('../../features/watch/routes/saved-searches-page.tsx')).SavedSearchesPage) },
  { path: paths.dashboard.watchlist, lazy: page(async () => (await import('../../features/watch/routes/watchlist-page.tsx')).WatchlistPage) },
  {
    element: <RequireRole role="buyer" />,
    children: [
      { path: paths.dashboard.myOrders, lazy: page(async () => (await import('../../features/orders/routes/my-cart-page.tsx')).MyCartPage) },
      {
        path: patterns.payment,
        loader: paymentLoader(queryClient),
        lazy: page(async () => (await import('../../features/orders/routes/payment-page.tsx')).PaymentPage),
      },
    ],
  },
  {
    element: <RequireRole role={['buyer', 'seller']} />,
    children: [{ path: patterns.order, lazy: page(async () => (await import('./order-route.tsx')).OrderRoute) }],
  },
  {
    element: <RequireRole role="seller" />,
    children: [
      { path: paths.dashboard.addProduct, lazy: page(async () => (await import('../../features/listings/routes/add-product-page.tsx')).AddProductPage) },
      { path: paths.dashboard.myProducts, lazy: page(async () => (await import('./my-products-route.tsx')).MyProductsRoute) },
      { path: patterns.editProduct, lazy: page(async () => (await import('../../features/listings/routes/edit-product-page.tsx')).EditProductPage) },
      { path: paths.dashboard.myBuyers, lazy: page(async () => (await import('../../features/orders/routes/my-buyers-page.tsx')).MyBuyersPage) },
    ],
  },
  {
    element: <RequireRole role="admin" />,
    children: [
      { path: paths.dashboard.allSellers, lazy: page(async () => (await import('../../features/admin/routes/all-sellers-page.tsx')).AllSellersPage) },
      { path: paths.dashboard.allBuyers, lazy: page(async () => (await import('../../features/admin/routes/all-buyers-page.tsx')).AllBuyersPage) },
      { path: paths.dashboard.reportedItems, lazy: page(async () => (await import('../../features/admin/routes/reported-items-page.tsx')).ReportedItemsPage) },
      { path: paths.dashboard.orderProblems, lazy: page(async () => (await import('../../features/admin/routes/order-problems-page.tsx')).OrderProblemsPage) },
      {
        path: paths.dashboard.reportedConversations,
        lazy: page(async () => (await import('../../features/admin/routes/reported-conversations-page.tsx')).ReportedConversationsPage),
      },
      { path: paths.dashboard.audit, lazy: page(async () => (await import('../../features/admin/routes/audit-log-page.tsx')).AuditLogPage) },
    ],
  },
];
