import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AllBuyersPage } from '../../features/admin/routes/all-buyers-page.tsx';
import { AllSellersPage } from '../../features/admin/routes/all-sellers-page.tsx';
import { AuditLogPage } from '../../features/admin/routes/audit-log-page.tsx';
import { ReportedItemsPage } from '../../features/admin/routes/reported-items-page.tsx';
import { RequireRole } from '../../features/auth/components/require-role.tsx';
import { DashboardHomePage } from '../../features/dashboard/routes/dashboard-home-page.tsx';
import { AddProductPage } from '../../features/listings/routes/add-product-page.tsx';
import { EditProductPage } from '../../features/listings/routes/edit-product-page.tsx';
import { MyProductsPage } from '../../features/listings/routes/my-products-page.tsx';
import { MyBuyersPage } from '../../features/orders/routes/my-buyers-page.tsx';
import { MyCartPage } from '../../features/orders/routes/my-cart-page.tsx';
import { paymentLoader } from '../../features/orders/routes/payment-loader.ts';
import { PaymentPage } from '../../features/orders/routes/payment-page.tsx';
import { paths, patterns } from '../../lib/paths.ts';

/**
 * Children of /dashboard: each role's pages sit behind that role's guard. Each page lives in
 * its feature (listings, orders, admin); a page that needs a loader exports it beside itself.
 * Paths are absolute, from lib/paths.ts, so the links to these pages use the same strings.
 * The QueryClient is for those loaders, which prefetch into its cache (as in router.tsx).
 */
export const dashboardRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, element: <DashboardHomePage /> },
  {
    element: <RequireRole role="buyer" />,
    children: [
      { path: paths.dashboard.myOrders, element: <MyCartPage /> },
      { path: patterns.payment, element: <PaymentPage />, loader: paymentLoader(queryClient) },
    ],
  },
  {
    element: <RequireRole role="seller" />,
    children: [
      { path: paths.dashboard.addProduct, element: <AddProductPage /> },
      { path: paths.dashboard.myProducts, element: <MyProductsPage /> },
      { path: patterns.editProduct, element: <EditProductPage /> },
      { path: paths.dashboard.myBuyers, element: <MyBuyersPage /> },
    ],
  },
  {
    element: <RequireRole role="admin" />,
    children: [
      { path: paths.dashboard.allSellers, element: <AllSellersPage /> },
      { path: paths.dashboard.allBuyers, element: <AllBuyersPage /> },
      { path: paths.dashboard.reportedItems, element: <ReportedItemsPage /> },
      { path: paths.dashboard.audit, element: <AuditLogPage /> },
    ],
  },
];
