import type { Order } from '@reboard/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ProductPicture } from '../../../components/product-picture.tsx';
import { useMoney } from '../../../lib/config/use-money.ts';
import { toastMutationError } from '../../../lib/mutation-toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useCancelBooking, useConfirmReceipt } from '../api/order-steps.ts';
import { OrderAction, type OrderRequest } from './order-action.tsx';

type Asking = { request: OrderRequest; order: Order };

/**
 * My Cart: the spec's columns (Image, Product, Price, Action). Cancelling a booking and
 * confirming receipt ask first.
 */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const money = useMoney();
  const [asking, setAsking] = useState<Asking | null>(null);
  const cancel = useCancelBooking();
  const receive = useConfirmReceipt();
  const busy = cancel.isPending || receive.isPending;

  function confirm() {
    if (!asking) return;
    const { request, order } = asking;
    const done = { onError: (error: unknown) => toastMutationError(error), onSettled: () => setAsking(null) };
    if (request === 'cancel') cancel.mutate(order.id, { ...done, onSuccess: ({ message }) => toast.success(message) });
    else receive.mutate(order.id, { ...done, onSuccess: () => toast.success(`Thanks! The seller is told ${order.productName} arrived`) });
  }

  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* A card per booking on phones (table-stack), the Pay button in reach at 360 px. */}
      <table className="table-stack table table-sm sm:table-md">
        <caption className="sr-only">Your bookings</caption>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                {/* The name beside it says what this is, so the picture is decorative. */}
                <ProductPicture src={order.image} alt="" className="size-10 rounded-field sm:size-16" />
              </td>
              <td data-label="Product" className="wrap-anywhere sm:min-w-40">
                <Link to={paths.product(order.productId)} className="link-hover font-medium">
                  {order.productName}
                </Link>
                <p className="hidden text-xs text-base-content/60 sm:block">Meet at {order.location}</p>
              </td>
              <td data-label="Price" className="whitespace-nowrap font-semibold">
                {money(order.price)}
              </td>
              <td data-label="Action">
                <OrderAction order={order} onRequest={(request) => setAsking({ request, order })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={asking !== null}
        {...(asking?.request === 'received'
          ? {
              title: `Did ${asking.order.productName} arrive?`,
              description: 'The seller is told the sale is complete.',
              confirmLabel: 'Yes, it arrived',
              tone: 'primary' as const,
            }
          : {
              title: `Cancel your booking of ${asking?.order.productName ?? ''}?`,
              description: 'The seller is told, and the listing stays on sale for others.',
              confirmLabel: 'Cancel booking',
            })}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
