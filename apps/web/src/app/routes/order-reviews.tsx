import type { OrderStep } from '@reboard/contracts';
import { useOrders } from '../../features/orders/api/get-orders.ts';
import { useSellerBuyers } from '../../features/orders/api/get-seller-buyers.ts';
import { MyBuyersPage } from '../../features/orders/routes/my-buyers-page.tsx';
import { MyCartPage } from '../../features/orders/routes/my-cart-page.tsx';
import { OrderReview } from '../../features/reviews/index.ts';

/*
 * Until each order has a page of its own (/dashboard/orders/:id, where OrderReview belongs),
 * My Cart and My Buyers carry the reviews of the orders that arrived, under their tables.
 * Composed here because orders and reviews are two features that never import each other.
 */

type Reviewable = { id: string; step: OrderStep; productName: string };
const ARRIVED: ReadonlySet<OrderStep> = new Set(['received', 'completed']);

function ReviewList({ orders, viewer }: { orders: Reviewable[]; viewer: 'buyer' | 'seller' }) {
  const arrived = orders.filter((order) => ARRIVED.has(order.step));
  if (arrived.length === 0) return null;
  return (
    <div className="mt-10 flex flex-col gap-8">
      {arrived.map((order) => (
        <section key={order.id} aria-label={`Review of ${order.productName}`} className="rounded-box border border-base-300 p-4">
          <p className="mb-2 font-medium">{order.productName}</p>
          <OrderReview order={order} viewer={viewer} />
        </section>
      ))}
    </div>
  );
}

export function MyCartWithReviews() {
  const orders = useOrders();
  return (
    <>
      <MyCartPage />
      <ReviewList orders={orders.data ?? []} viewer="buyer" />
    </>
  );
}

export function MyBuyersWithReviews() {
  const buyers = useSellerBuyers();
  const orders = (buyers.data ?? []).map((b) => ({ id: b.orderId, step: b.step, productName: b.productName }));
  return (
    <>
      <MyBuyersPage />
      <ReviewList orders={orders} viewer="seller" />
    </>
  );
}
