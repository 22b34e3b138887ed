import type { Role } from '@reboard/contracts';

/** How the web app names contracts' roles (header menu, dashboard, profile, sign-up). */
export const ROLE_LABELS: Record<Role, string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };
