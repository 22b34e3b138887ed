import type { Role } from '@reboard/contracts';

export type DashboardLink = { to: string; label: string; description: string };

/** The drawer's entries for each role, in the spec's order. */
export const DASHBOARD_LINKS: Record<Role, DashboardLink[]> = {
  buyer: [{ to: '/dashboard/myorders', label: 'My Cart', description: 'Your bookings and payments' }],
  seller: [
    { to: '/dashboard/addproduct', label: 'Add a product', description: 'List a part for sale' },
    { to: '/dashboard/myproducts', label: 'My Products', description: 'Edit, boost or remove your listings' },
    { to: '/dashboard/mybuyers', label: 'My Buyers', description: 'Who booked your parts' },
  ],
  admin: [
    { to: '/dashboard/allsellers', label: 'All Sellers', description: 'Verify or remove sellers' },
    { to: '/dashboard/allbuyers', label: 'All Buyers', description: 'Remove buyer accounts' },
    { to: '/dashboard/reporteditems', label: 'Reported Items', description: 'Review what people reported' },
    { to: '/dashboard/audit', label: 'Audit log', description: 'Who changed what, and when' },
  ],
};
