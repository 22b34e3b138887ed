import { withQuery } from './api-client.ts';

/**
 * The patterns of the pages that take an id, as the router declares them. Links are built
 * from the same patterns (below), so a URL is written in one place only.
 */
export const patterns = {
  product: '/products/:id',
  category: '/category/:id',
  payment: '/dashboard/payment/:id',
  editProduct: '/dashboard/myproducts/edit/:id',
} as const;

/** Puts values into a pattern's `:name` segments, encoded so an id can never change the path. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing ":${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

const DASHBOARD = '/dashboard';

/** Every page of the web app; links, navigate() calls, redirects and the router use these. */
export const paths = {
  home: '/',
  products: '/products',
  /** The products page searching for `q` (no query string for an empty term). */
  productSearch: (q: string) => withQuery('/products', { q }),
  product: (id: string) => fillPattern(patterns.product, { id }),
  category: (id: string) => fillPattern(patterns.category, { id }),
  login: '/login',
  register: '/register',
  profile: '/profile',
  /** Where the provider sign-in popup ends. */
  oauthComplete: '/oauth/complete',
  about: '/about',
  contact: '/contact',
  jobs: '/jobs',
  pressKit: '/press-kit',
  dashboard: {
    home: DASHBOARD,
    myOrders: `${DASHBOARD}/myorders`,
    payment: (orderId: string) => fillPattern(patterns.payment, { id: orderId }),
    addProduct: `${DASHBOARD}/addproduct`,
    myProducts: `${DASHBOARD}/myproducts`,
    editProduct: (id: string) => fillPattern(patterns.editProduct, { id }),
    myBuyers: `${DASHBOARD}/mybuyers`,
    allSellers: `${DASHBOARD}/allsellers`,
    allBuyers: `${DASHBOARD}/allbuyers`,
    reportedItems: `${DASHBOARD}/reporteditems`,
    audit: `${DASHBOARD}/audit`,
  },
} as const;
