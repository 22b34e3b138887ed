import type { Role } from '@reboard/contracts';

/** How the web app names contracts' roles (header menu, dashboard, profile, sign-up). */
export const ROLE_LABELS: Record<Role, string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' };

/** The article a role's label takes in a sentence: "a Buyer", "an Admin". */
export const ROLE_ARTICLES: Record<Role, 'a' | 'an'> = { buyer: 'a', seller: 'a', admin: 'an' };
