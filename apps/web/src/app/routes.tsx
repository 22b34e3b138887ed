import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router';
import { RequireRole } from '@/features/auth/index.ts';
import type { InfoPageSlug } from '@/features/info/index.ts';
import { paths, patterns } from '@/lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PAGES } from './pages.tsx';
import { rootLoader } from './root-loader.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { HydrateFallback } from './routes/hydrate-fallback.tsx';
import { RootErrorPage } from './routes/root-error-page.tsx';

const INFO_PAGES: [string, InfoPageSlug][] = [
  [paths.about, 'about'],
  [paths.contact, 'contact'],
  [paths.jobs, 'jobs'],
  [paths.pressKit, 'press-kit'],
  [paths.terms, 'terms'],
  [paths.privacy, 'privacy'],
  [paths.fees, 'fees'],
  [paths.buyerProtection, 'buyer-protection'],
];

/**
 * Children of /dashboard: each role's pages sit behind that role's guard. Paths are absolute,
 * from lib/paths.ts, so the links to these pages use the same strings.
 */
function dashboardRoutes(queryClient: QueryClient): RouteObject[] {
  const at = (path: string, page: keyof typeof PAGES): RouteObject => ({ path, ...PAGES[page].route(queryClient) });
  return [
    { index: true, ...PAGES.dashboardHome.route(queryClient) },
    // Every role has messages.
    at(paths.dashboard.messages, 'inbox'),
    at(patterns.conversation, 'conversation'),
    at(paths.dashboard.notifications, 'notifications'),
    at(paths.dashboard.notificationSettings, 'mailSettings'),
    at(paths.dashboard.savedSearches, 'savedSearches'),
    at(paths.dashboard.watchlist, 'watchlist'),
    at(paths.dashboard.wantedLists, 'wantedLists'),
    { element: <RequireRole role="buyer" />, children: [at(paths.dashboard.myOrders, 'myCart'), at(patterns.payment, 'payment')] },
    { element: <RequireRole role={['buyer', 'seller']} />, children: [at(patterns.order, 'order')] },
    {
      element: <RequireRole role="seller" />,
      children: [
        at(paths.dashboard.addProduct, 'addProduct'),
        at(paths.dashboard.importListings, 'importListings'),
        at(paths.dashboard.myProducts, 'myProducts'),
        at(patterns.editProduct, 'editProduct'),
        at(paths.dashboard.myBuyers, 'myBuyers'),
      ],
    },
    {
      element: <RequireRole role="admin" />,
      children: [
        at(paths.dashboard.allSellers, 'allSellers'),
        at(paths.dashboard.allBuyers, 'allBuyers'),
        at(paths.dashboard.reportedItems, 'reportedItems'),
        at(paths.dashboard.proofPhotos, 'proofPhotos'),
        at(paths.dashboard.orderProblems, 'orderProblems'),
        at(paths.dashboard.reportedConversations, 'reportedConversations'),
        at(paths.dashboard.audit, 'audit'),
      ],
    },
  ];
}

/**
 * Every page of the app at its path, shared by the browser's router and the server's static
 * handler. The pages themselves (module, loader, what app/ hands them) are declared in pages.tsx;
 * each page's code is lazy (its own chunk), its loader is not, so data and code load together.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const at = (path: string, page: keyof typeof PAGES): RouteObject => ({ path, ...PAGES[page].route(queryClient) });
  return [
    // The provider popup's last stop: outside the layout and its loader, so it closes at once.
    at(paths.oauthComplete, 'oauthComplete'),
    {
      id: 'root',
      element: <RootLayout />,
      loader: rootLoader(queryClient),
      HydrateFallback,
      errorElement: <RootErrorPage />,
      children: [
        {
          // A pathless route so page errors render inside the layout, header and footer intact.
          errorElement: <ErrorPage />,
          children: [
            { index: true, ...PAGES.home.route(queryClient) },
            at(paths.products, 'products'),
            at(paths.bom, 'bom'),
            at(patterns.product, 'product'),
            at(patterns.seller, 'seller'),
            at(patterns.category, 'category'),
            {
              ...PAGES.guestOnly.route(queryClient),
              children: [
                at(paths.login, 'login'),
                at(paths.register, 'register'),
                at(paths.forgotPassword, 'forgotPassword'),
                at(paths.resetPassword, 'resetPassword'),
              ],
            },
            // Signed in or not: a mail's link stops its kind of mail without signing in.
            at(paths.unsubscribe, 'unsubscribe'),
            // Signed in or not: the link works in whichever browser opens the mail.
            at(paths.verifyEmail, 'verifyEmail'),
            {
              ...PAGES.requireAuth.route(queryClient),
              children: [
                at(paths.profile, 'profile'),
                { path: paths.dashboard.home, ...PAGES.dashboard.route(queryClient), children: dashboardRoutes(queryClient) },
              ],
            },
            ...INFO_PAGES.map(([path, slug]) => ({ path, ...PAGES.info.route(queryClient, async () => ({ slug })) })),
            {
              // Unknown paths: a 404 (the server answers with that status) shown by the errorElement above.
              path: '*',
              element: <ErrorPage />,
              loader: () => {
                throw data('Not Found', { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
