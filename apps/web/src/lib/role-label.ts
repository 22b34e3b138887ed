import type { Role } from '@reboard/contracts';

export const ROLE_LABELS: Record<Role, string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };
