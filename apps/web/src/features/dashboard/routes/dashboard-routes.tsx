import type { RouteObject } from 'react-router';
import { RequireRole } from '../../auth/components/require-role.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { DashboardHomePage } from './dashboard-home-page.tsx';

/** Children of /dashboard: each role's pages sit behind that role's guard. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomePage /> },
  {
    element: <RequireRole role="buyer" />,
    children: [
      { path: 'myorders', element: <ComingSoonPage title="My Cart" text="Your bookings will appear here soon." /> },
      { path: 'payment/:id', element: <ComingSoonPage title="Payment" text="Paying for a booking arrives soon." /> },
    ],
  },
  {
    element: <RequireRole role="seller" />,
    children: [
      { path: 'addproduct', element: <ComingSoonPage title="Add a product" text="The form to list a part arrives soon." /> },
      { path: 'myproducts', element: <ComingSoonPage title="My Products" text="Your listings will appear here soon." /> },
      {
        path: 'myproducts/edit/:id',
        element: <ComingSoonPage title="Edit product" text="Editing a listing arrives soon." />,
      },
      {
        path: 'mybuyers',
        element: <ComingSoonPage title="My Buyers" text="The people who booked your parts will appear here soon." />,
      },
    ],
  },
  {
    element: <RequireRole role="admin" />,
    children: [
      { path: 'allsellers', element: <ComingSoonPage title="All Sellers" text="Every seller account will be listed here soon." /> },
      { path: 'allbuyers', element: <ComingSoonPage title="All Buyers" text="Every buyer account will be listed here soon." /> },
      {
        path: 'reporteditems',
        element: <ComingSoonPage title="Reported Items" text="Listings that people reported will appear here soon." />,
      },
    ],
  },
];
