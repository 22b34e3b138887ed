/*
 * The web app's page addresses, shared by the router and its links and by the server's sitemap,
 * so an address is written in one place only.
 */

/** The patterns of the pages that take an id, as the router declares them. */
export const PAGE_PATTERNS = {
  product: '/products/:id',
  category: '/category/:id',
  seller: '/sellers/:id',
  payment: '/dashboard/payment/:id',
  editProduct: '/dashboard/myproducts/edit/:id',
  /** One order, for its buyer and for its seller (mails link to it too). */
  order: '/dashboard/orders/:id',
  /** One conversation about a listing, for its two parties (notifications link to it). */
  conversation: '/dashboard/messages/:id',
} as const;

/** Puts values into a pattern's `:name` segments, encoded so an id can never change the path. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing ":${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Where the links mailed with a one-use token land (the server writes them, the web app serves them). */
export const TOKEN_LINK_PAGES = {
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** A mail's one-click way to stop that kind of mail, without signing in. */
  unsubscribe: '/unsubscribe',
} as const;

/** A token link's address: its page with the token in the query. */
export const tokenLinkPath = (page: keyof typeof TOKEN_LINK_PAGES, token: string) => `${TOKEN_LINK_PAGES[page]}?token=${encodeURIComponent(token)}`;

/** Account pages the server's mails link to ("your password was changed" links to a new reset). */
export const ACCOUNT_PAGES = {
  forgotPassword: '/forgot-password',
} as const;

/** Dashboard pages that other places link to (the server's mails, for one). */
export const DASHBOARD_PAGES = {
  myOrders: '/dashboard/myorders',
  myBuyers: '/dashboard/mybuyers',
  messages: '/dashboard/messages',
  /** Saved searches and their alerts (every signed-in person). */
  savedSearches: '/dashboard/searches',
  /** The listings a person watches (every signed-in person). */
  watchlist: '/dashboard/watchlist',
} as const;

/** Pages anyone can open whose address never changes (the sitemap lists each). */
export const FIXED_PUBLIC_PAGES = {
  home: '/',
  products: '/products',
  about: '/about',
  contact: '/contact',
  jobs: '/jobs',
  pressKit: '/press-kit',
  /** The written rules, which the booking modal, the order page and the listing page link to. */
  terms: '/terms',
  privacy: '/privacy',
  fees: '/fees',
  buyerProtection: '/buyer-protection',
} as const;

export const productPath = (id: string) => fillPattern(PAGE_PATTERNS.product, { id });
export const sellerPath = (id: string) => fillPattern(PAGE_PATTERNS.seller, { id });
export const conversationPath = (id: string) => fillPattern(PAGE_PATTERNS.conversation, { id });
export const categoryPath = (id: string) => fillPattern(PAGE_PATTERNS.category, { id });
export const orderPath = (id: string) => fillPattern(PAGE_PATTERNS.order, { id });
