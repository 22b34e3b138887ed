import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { AccountSoonPage } from '../features/auth/routes/account-soon-page.tsx';
import { categoryLoader } from '../features/catalog/routes/category-loader.ts';
import { CategoryPage } from '../features/catalog/routes/category-page.tsx';
import { ProductDetailPage } from '../features/catalog/routes/product-detail-page.tsx';
import { productLoader } from '../features/catalog/routes/product-loader.ts';
import { ProductsPage } from '../features/catalog/routes/products-page.tsx';
import { HomePage } from '../features/home/routes/home-page.tsx';
import { InfoPage } from '../features/info/routes/info-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { rootLoader } from './root-loader.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { HydrateFallback } from './routes/hydrate-fallback.tsx';
import { RootErrorPage } from './routes/root-error-page.tsx';

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
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
            { path: 'products', element: <ProductsPage /> },
            { path: 'products/:id', element: <ProductDetailPage />, loader: productLoader(queryClient) },
            { path: 'category/:id', element: <CategoryPage />, loader: categoryLoader(queryClient) },
            { path: 'login', element: <AccountSoonPage title="Login" /> },
            { path: 'register', element: <AccountSoonPage title="Register" /> },
            { path: 'about', element: <InfoPage slug="about" /> },
            { path: 'contact', element: <InfoPage slug="contact" /> },
            { path: 'jobs', element: <InfoPage slug="jobs" /> },
            { path: 'press-kit', element: <InfoPage slug="press-kit" /> },
            { path: '*', element: <ErrorPage /> },
          ],
        },
      ],
    },
  ]);
}
