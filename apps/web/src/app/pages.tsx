import type { OrderDetail } from '@reboard/contracts';
import { categoryLoader, categoryShouldRevalidate, productLoader, productsLoader, productsShouldRevalidate } from '@/features/catalog/index.ts';
import { paymentLoader } from '@/features/orders/index.ts';
import { loadOrderReview } from '@/features/reviews/index.ts';
import { page, pagePart } from './page-module.ts';
import { homeLoader } from './routes/home/home-loader.ts';
import { sellerLoader } from './routes/seller/seller-loader.ts';

/** The buttons every product card carries (app/product-action-buttons.ts), loaded with the pages that show cards. */
const actionButtons = pagePart(import.meta.glob<typeof import('./product-action-buttons.ts')>('./product-action-buttons.ts'));
const withActions = {
  parts: [actionButtons],
  props: async () => ({ actions: (await actionButtons.load()).productActions }),
};

/**
 * Every page and layout of the app, once: its module (features/<name>/routes or app/routes), its
 * loader, and what app/ hands it. routes.tsx puts them at their paths; page-module.ts derives
 * each one's lazy import and preload from the one source written here.
 */
export const PAGES = {
  home: page('@/app/routes/home/home-page.tsx', { loader: homeLoader, parts: [actionButtons] }),
  products: page('@/features/catalog/routes/products-page.tsx', { loader: productsLoader, shouldRevalidate: productsShouldRevalidate, ...withActions }),
  product: page('@/features/catalog/routes/product-detail-page.tsx', { loader: productLoader, ...withActions }),
  seller: page('@/app/routes/seller/seller-page.tsx', { loader: sellerLoader, ...withActions }),
  category: page('@/features/catalog/routes/category-page.tsx', { loader: categoryLoader, shouldRevalidate: categoryShouldRevalidate, ...withActions }),
  info: page('@/features/info/routes/info-page.tsx'),
  bom: page('@/features/bom/routes/bom-page.tsx'),

  // The provider popup's last stop.
  oauthComplete: page('@/features/auth/routes/oauth-complete-page.tsx', { clientOnly: true }),
  guestOnly: page('@/features/auth/routes/guest-only-layout.tsx', { clientOnly: true }),
  login: page('@/features/auth/routes/login-page.tsx'),
  register: page('@/features/auth/routes/register-page.tsx'),
  forgotPassword: page('@/features/auth/routes/forgot-password-page.tsx'),
  resetPassword: page('@/features/auth/routes/reset-password-page.tsx'),
  unsubscribe: page('@/features/notifications/routes/unsubscribe-page.tsx', { clientOnly: true }),
  verifyEmail: page('@/features/auth/routes/verify-email-page.tsx', { clientOnly: true }),

  requireAuth: page('@/features/auth/routes/require-auth-layout.tsx', { clientOnly: true }),
  profile: page('@/features/auth/routes/profile-page.tsx'),
  dashboard: page('@/features/dashboard/routes/dashboard-layout.tsx'),
  dashboardHome: page('@/features/dashboard/routes/dashboard-home-page.tsx'),
  inbox: page('@/features/messages/routes/inbox-page.tsx'),
  conversation: page('@/features/messages/routes/conversation-page.tsx'),
  notifications: page('@/features/notifications/routes/notifications-page.tsx'),
  mailSettings: page('@/features/notifications/routes/mail-settings-page.tsx'),
  savedSearches: page('@/features/watch/routes/saved-searches-page.tsx'),
  watchlist: page('@/features/watch/routes/watchlist-page.tsx'),
  wantedLists: page('@/features/bom/routes/wanted-lists-page.tsx'),

  myCart: page('@/features/orders/routes/my-cart-page.tsx'),
  payment: page('@/features/orders/routes/payment-page.tsx', { loader: paymentLoader }),
  // The orders feature's page with the reviews feature's part under it.
  order: page('@/features/orders/routes/order-page.tsx', {
    props: async () => {
      const OrderReview = await loadOrderReview();
      return {
        more: (order: OrderDetail) => (
          <div className="rounded-box border border-base-300 bg-base-100 p-5 empty:hidden print:hidden">
            <OrderReview order={order} viewer={order.viewer} />
          </div>
        ),
      };
    },
  }),

  addProduct: page('@/features/listings/routes/add-product-page.tsx'),
  importListings: page('@/features/listings/routes/import-listings-page.tsx'),
  // The listings feature's table with the watch feature's watcher counts.
  myProducts: page('@/features/listings/routes/my-products-page.tsx', {
    props: async () => ({ Watchers: (await import('@/features/watch/index.ts')).WatcherCount }),
  }),
  editProduct: page('@/features/listings/routes/edit-product-page.tsx'),
  myBuyers: page('@/features/orders/routes/my-buyers-page.tsx'),

  allSellers: page('@/features/admin/routes/all-sellers-page.tsx'),
  allBuyers: page('@/features/admin/routes/all-buyers-page.tsx'),
  reportedItems: page('@/features/admin/routes/reported-items-page.tsx'),
  proofPhotos: page('@/features/admin/routes/proof-photos-page.tsx'),
  orderProblems: page('@/features/admin/routes/order-problems-page.tsx'),
  reportedConversations: page('@/features/admin/routes/reported-conversations-page.tsx'),
  audit: page('@/features/admin/routes/audit-log-page.tsx'),
};
