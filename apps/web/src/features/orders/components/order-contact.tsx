import type { OrderDetail } from '@reboard/contracts';

const telOf = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The other side of the order and how to reach them: the seller for its buyer, the buyer for its seller. */
export function OrderContact({ order }: { order: OrderDetail }) {
  const buyerView = order.viewer === 'buyer';
  return (
    <section aria-labelledby="order-contact" className="rounded-box border border-base-300 bg-base-100 p-5">
      <h2 id="order-contact" className="mb-3 text-lg font-semibold">
        {buyerView ? 'Seller' : 'Buyer'}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/70">Name</dt>
        <dd className="font-medium">{buyerView ? order.seller.name : order.buyerName}</dd>
        <dt className="text-base-content/70">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${buyerView ? order.seller.email : order.buyerEmail}`} className="link-hover">
            {buyerView ? order.seller.email : order.buyerEmail}
          </a>
        </dd>
        {buyerView ? null : (
          <>
            <dt className="text-base-content/70">Phone</dt>
            <dd>
              <a href={telOf(order.phone)} className="link-hover">
                {order.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="text-base-content/70">{buyerView ? 'Your meeting place' : 'Meeting place'}</dt>
        <dd className="wrap-anywhere">{order.location}</dd>
      </dl>
    </section>
  );
}
