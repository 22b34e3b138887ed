import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, type RouteObject } from 'react-router';
import { categoryLoader, categoryShouldRevalidate } from '../features/catalog/routes/category-loader.ts';
import type { ProductActions } from '../features/catalog/components/product-actions.ts';
import { productLoader } from '../features/catalog/routes/product-loader.ts';
import { productsLoader } from '../features/catalog/routes/products-loader.ts';
import type { InfoPageSlug } from '../features/info/info-pages.ts';
import { paths, patterns } from '../lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { rootLoader } from './root-loader.ts';
import { sellerLoader } from './routes/seller/seller-loader.ts';
import { homeLoader } from './routes/home/home-loader.ts';
import { dashboardRoutes } from './routes/dashboard-routes.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HydrateFallback } from './routes/hydrate-fallback.tsx';
import { RootErrorPage } from './routes/root-error-page.tsx';

/** Pages that stay client-side: the server sends them the empty shell (entry-server.tsx). */
export const CLIENT_ONLY = { clientOnly: true } as const;

/**
 * The code a server-rendered page needs before it can hydrate, as the Vite manifest names it
 * (its source path): the server preloads it with the page instead of after the main script.
 */
const preload = (...sources: string[]) => ({ preload: sources });
const ACTIONS = 'src/app/product-action-buttons.ts';

/** A listing page with the buttons every product card carries (loaded with the page, not up front). */
async function withActions(load: () => Promise<ComponentType<{ actions: ProductActions }>>) {
  const [Page, { productActions }] = await Promise.all([load(), import('./product-action-buttons.ts')]);
  return { element: <Page actions={productActions} /> };
}

const INFO_PAGES: [string, InfoPageSlug][] = [
  [paths.about, 'about'],
  [paths.contact, 'contact'],
  [paths.jobs, 'jobs'],
  [paths.pressKit, 'press-kit'],
];

/**
 * Every page of the app, shared by the browser's router and the server's static handler. Each
 * page's code is lazy (its own chunk); loaders stay here, small, so data and code load together.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    // The provider popup's last stop: outside the layout and its loader, so it closes at once.
    {
      path: paths.oauthComplete,
      handle: CLIENT_ONLY,
      lazy: async () => ({ Component: (await import('../features/auth/routes/oauth-complete-page.tsx')).OAuthCompletePage }),
    },
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
            {
              index: true,
              handle: preload('src/app/routes/home/home-page.tsx', ACTIONS),
              loader: homeLoader(queryClient),
              lazy: async () => ({ Component: (await import('./routes/home/home-page.tsx')).HomePage }),
            },
            {
              path: paths.products,
              handle: preload('src/features/catalog/routes/products-page.tsx', ACTIONS),
              loader: productsLoader(queryClient),
              // Filters change in place: the page keeps its results until the new ones come.
              shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
              lazy: () => withActions(async () => (await import('../features/catalog/routes/products-page.tsx')).ProductsPage),
            },
            {
              path: patterns.product,
              handle: preload('src/features/catalog/routes/product-detail-page.tsx', ACTIONS),
              loader: productLoader(queryClient),
              lazy: () => withActions(async () => (await import('../features/catalog/routes/product-detail-page.tsx')).ProductDetailPage),
            },
            {
              path: patterns.seller,
              handle: preload('src/app/routes/seller/seller-page.tsx', ACTIONS),
              loader: sellerLoader(queryClient),
              lazy: () => withActions(async () => (await import('./routes/seller/seller-page.tsx')).SellerPage),
            },
            {
              path: patterns.category,
              handle: preload('src/features/catalog/routes/category-page.tsx', ACTIONS),
              loader: categoryLoader(queryClient),
              shouldRevalidate: categoryShouldRevalidate,
              lazy: () => withActions(async () => (await import('../features/catalog/routes/category-page.tsx')).CategoryPage),
            },
            {
              handle: CLIENT_ONLY,
              lazy: async () => ({ Component: (await import('../features/auth/components/guest-only.tsx')).GuestOnly }),
              children: [
                { path: paths.login, lazy: async () => ({ Component: (await import('../features/auth/routes/login-page.tsx')).LoginPage }) },
                { path: paths.register, lazy: async () => ({ Component: (await import('../features/auth/routes/register-page.tsx')).RegisterPage }) },
                {
                  path: paths.forgotPassword,
                  lazy: async () => ({ Component: (await import('../features/auth/routes/forgot-password-page.tsx')).ForgotPasswordPage }),
                },
                {
                  path: paths.resetPassword,
                  lazy: async () => ({ Component: (await import('../features/auth/routes/reset-password-page.tsx')).ResetPasswordPage }),
                },
              ],
            },
            {
              // Signed in or not: a mail's link stops its kind of mail without signing in.
              path: paths.unsubscribe,
              handle: CLIENT_ONLY,
              lazy: async () => ({ Component: (await import('../features/notifications/routes/unsubscribe-page.tsx')).UnsubscribePage }),
            },
            {
              // Signed in or not: the link works in whichever browser opens the mail.
              path: paths.verifyEmail,
              handle: CLIENT_ONLY,
              lazy: async () => ({ Component: (await import('../features/auth/routes/verify-email-page.tsx')).VerifyEmailPage }),
            },
            {
              handle: CLIENT_ONLY,
              lazy: async () => ({ Component: (await import('../features/auth/components/require-auth.tsx')).RequireAuth }),
              children: [
                { path: paths.profile, lazy: async () => ({ Component: (await import('../features/auth/routes/profile-page.tsx')).ProfilePage }) },
                {
                  path: paths.dashboard.home,
                  lazy: async () => ({ Component: (await import('../features/dashboard/routes/dashboard-layout.tsx')).DashboardLayout }),
                  children: dashboardRoutes(queryClient),
                },
              ],
            },
            ...INFO_PAGES.map(([path, slug]) => ({
              path,
              handle: preload('src/features/info/routes/info-page.tsx'),
              lazy: async () => {
                const { InfoPage } = await import('../features/info/routes/info-page.tsx');
                return { element: <InfoPage slug={slug} /> };
              },
            })),
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
