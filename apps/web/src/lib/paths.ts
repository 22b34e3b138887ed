import { ACCOUNT_PAGES, categoryPath, conversationPath, DASHBOARD_PAGES, fillPattern, FIXED_PUBLIC_PAGES, PAGE_PATTERNS, productPath, sellerPath, TOKEN_LINK_PAGES } from '@reboard/contracts/plain';
import { withQuery } from './api-client.ts';

/** The patterns of the pages that take an id, as the router declares them (links use the same). */
export const patterns = PAGE_PATTERNS;
export { fillPattern };

const DASHBOARD = '/dashboard';

/** Every page of the web app; links, navigate() calls, redirects and the router use these. */
export const paths = {
  home: FIXED_PUBLIC_PAGES.home,
  products: FIXED_PUBLIC_PAGES.products,
  /** BOM search: a pasted bill of materials matched line by line. */
  bom: '/bom',
  /** The products page searching for `q` (no query string for an empty term). */
  productSearch: (q: string) => withQuery('/products', { q }),
  product: productPath,
  category: categoryPath,
  seller: sellerPath,
  login: '/login',
  register: '/register',
  forgotPassword: ACCOUNT_PAGES.forgotPassword,
  /** Where the reset mail's link lands, with its token in the query. */
  resetPassword: TOKEN_LINK_PAGES.resetPassword,
  /** Where the verification mail's link lands, with its token in the query. */
  verifyEmail: TOKEN_LINK_PAGES.verifyEmail,
  /** Where a mail's unsubscribe link lands, with its token in the query. */
  unsubscribe: TOKEN_LINK_PAGES.unsubscribe,
  profile: '/profile',
  /** Where the provider sign-in popup ends. */
  oauthComplete: '/oauth/complete',
  about: FIXED_PUBLIC_PAGES.about,
  contact: FIXED_PUBLIC_PAGES.contact,
  jobs: FIXED_PUBLIC_PAGES.jobs,
  pressKit: FIXED_PUBLIC_PAGES.pressKit,
  terms: FIXED_PUBLIC_PAGES.terms,
  privacy: FIXED_PUBLIC_PAGES.privacy,
  fees: FIXED_PUBLIC_PAGES.fees,
  buyerProtection: FIXED_PUBLIC_PAGES.buyerProtection,
  dashboard: {
    home: DASHBOARD,
    myOrders: DASHBOARD_PAGES.myOrders,
    payment: (orderId: string) => fillPattern(patterns.payment, { id: orderId }),
    order: (orderId: string) => fillPattern(patterns.order, { id: orderId }),
    addProduct: `${DASHBOARD}/addproduct`,
    importListings: `${DASHBOARD}/spreadsheet`,
    myProducts: `${DASHBOARD}/myproducts`,
    editProduct: (id: string) => fillPattern(patterns.editProduct, { id }),
    myBuyers: DASHBOARD_PAGES.myBuyers,
    savedSearches: DASHBOARD_PAGES.savedSearches,
    watchlist: DASHBOARD_PAGES.watchlist,
    wantedLists: `${DASHBOARD}/wanted-lists`,
    allSellers: `${DASHBOARD}/allsellers`,
    allBuyers: `${DASHBOARD}/allbuyers`,
    reportedItems: `${DASHBOARD}/reporteditems`,
    proofPhotos: `${DASHBOARD}/proofphotos`,
    orderProblems: `${DASHBOARD}/orderproblems`,
    audit: `${DASHBOARD}/audit`,
    messages: DASHBOARD_PAGES.messages,
    conversation: conversationPath,
    reportedConversations: `${DASHBOARD}/reportedconversations`,
    notifications: `${DASHBOARD}/notifications`,
    notificationSettings: `${DASHBOARD}/notifications/settings`,
  },
} as const;
