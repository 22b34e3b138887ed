import { OrderPage } from '../../features/orders/routes/order-page.tsx';
import { OrderReview } from '../../features/reviews/index.ts';

/**
 * /dashboard/orders/:id: the orders feature's page with the reviews feature's part under it.
 * Composed here because features never import each other.
 */
export function OrderRoute() {
  return (
    <OrderPage
      more={(order) => (
        <div className="rounded-box border border-base-300 bg-base-100 p-5 empty:hidden print:hidden">
          <OrderReview order={order} viewer={order.viewer} />
        </div>
      )}
    />
  );
}
