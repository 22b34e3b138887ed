import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { GuestOnly } from '../features/auth/components/guest-only.tsx';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { LoginPage } from '../features/auth/routes/login-page.tsx';
import { OAuthCompletePage } from '../features/auth/routes/oauth-complete-page.tsx';
import { ProfilePage } from '../features/auth/routes/profile-page.tsx';
import { RegisterPage } from '../features/auth/routes/register-page.tsx';
import { categoryLoader, categoryShouldRevalidate } from '../features/catalog/routes/category-loader.ts';
import { CategoryPage } from '../features/catalog/routes/category-page.tsx';
import { ProductDetailPage } from '../features/catalog/routes/product-detail-page.tsx';
import { productLoader } from '../features/catalog/routes/product-loader.ts';
import { ProductsPage } from '../features/catalog/routes/products-page.tsx';
import { DashboardLayout } from '../features/dashboard/routes/dashboard-layout.tsx';
import { InfoPage } from '../features/info/routes/info-page.tsx';
import { paths, patterns } from '../lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { productActions } from './product-actions.ts';
import { rootLoader } from './root-loader.ts';
import { dashboardRoutes } from './routes/dashboard-routes.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home/home-page.tsx';
import { HydrateFallback } from './routes/hydrate-fallback.tsx';
import { RootErrorPage } from './routes/root-error-page.tsx';

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    // The provider popup's last stop: outside the layout and its loader, so it closes at once.
    { path: paths.oauthComplete, element: <OAuthCompletePage /> },
    {
      element: <RootLayout />,
      loader: rootLoader(queryClient),
      HydrateFallback,
      errorElement: <RootErrorPage />,
      children: [
        {
          // A pathless route so page errors render inside the layout, header and footer intact.
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            { path: paths.products, element: <ProductsPage actions={productActions} /> },
            { path: patterns.product, element: <ProductDetailPage actions={productActions} />, loader: productLoader(queryClient) },
            {
              path: patterns.category,
              element: <CategoryPage actions={productActions} />,
              loader: categoryLoader(queryClient),
              shouldRevalidate: categoryShouldRevalidate,
            },
            {
              element: <GuestOnly />,
              children: [
                { path: paths.login, element: <LoginPage /> },
                { path: paths.register, element: <RegisterPage /> },
              ],
            },
            {
              element: <RequireAuth />,
              children: [
                { path: paths.profile, element: <ProfilePage /> },
                { path: paths.dashboard.home, element: <DashboardLayout />, children: dashboardRoutes(queryClient) },
              ],
            },
            { path: paths.about, element: <InfoPage slug="about" /> },
            { path: paths.contact, element: <InfoPage slug="contact" /> },
            { path: paths.jobs, element: <InfoPage slug="jobs" /> },
            { path: paths.pressKit, element: <InfoPage slug="press-kit" /> },
            { path: '*', element: <ErrorPage /> },
          ],
        },
      ],
    },
  ]);
}
