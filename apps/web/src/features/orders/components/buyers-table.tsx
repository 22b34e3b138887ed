import type { SellerBuyer } from '@reboard/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/config/use-money.ts';
import { paths } from '../../../lib/paths.ts';
import { CancelSaleDialog } from './cancel-sale-dialog.tsx';
import { ProblemStatus } from './problem-status.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';
import { ShipmentLine } from './shipment-line.tsx';

type SaleAction = 'ship' | 'cancel';

/** The Paid column: whether they paid, and after that whether it was sent and arrived. */
function SaleStep({ sale, onAction }: { sale: SellerBuyer; onAction: (action: SaleAction) => void }) {
  // Refunded by an admin after the buyer's problem: no longer paid, but still a sale to explain.
  if (sale.problem?.status === 'refunded') return <ProblemStatus problem={sale.problem} />;
  if (!sale.paid) return <span className="badge badge-ghost whitespace-nowrap">Not paid</span>;
  const problemOpen = sale.problem?.status === 'open';
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="badge badge-success badge-soft font-semibold">Paid</span>
      {sale.step === 'paid' ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onAction('ship')}>
            Mark shipped
          </button>
          {/* While the buyer's problem is open the order waits for Reboard, not the seller. */}
          {!problemOpen ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAction('cancel')}>
              Cancel order
            </button>
          ) : null}
        </div>
      ) : null}
      {sale.shipment ? <ShipmentLine shipment={sale.shipment} /> : null}
      {sale.step === 'received' ? <p className="text-xs font-medium text-success">Received by the buyer</p> : null}
      {sale.step === 'completed' ? <p className="text-xs font-medium text-success">Completed: the buyer's time to object has passed</p> : null}
      <ProblemStatus problem={sale.problem} />
    </div>
  );
}

/**
 * My Buyers: who booked which listing, how to reach them, whether they have paid, and (once
 * they have) a Mark shipped that asks how it was sent.
 */
export function BuyersTable({ buyers }: { buyers: SellerBuyer[] }) {
  const money = useMoney();
  const [acting, setActing] = useState<{ action: SaleAction; sale: SellerBuyer } | null>(null);
  const close = () => setActing(null);
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      {/* A card per booking on phones (table-stack): seven columns do not fit 360 px. */}
      <table className="table-stack table table-sm sm:table-md">
        <caption className="sr-only">People who booked your listings</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Location</th>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {buyers.map((buyer) => (
            <tr key={buyer.orderId}>
              <td data-label="Name" className="font-medium">
                {buyer.buyerName}
              </td>
              <td data-label="Email">
                <a href={`mailto:${buyer.buyerEmail}`} className="link-hover break-all">
                  {buyer.buyerEmail}
                </a>
              </td>
              <td data-label="Phone" className="whitespace-nowrap">
                <a href={`tel:${buyer.phone.replace(/[^+0-9]/g, '')}`} className="link-hover">
                  {buyer.phone}
                </a>
              </td>
              <td data-label="Location" className="sm:min-w-32">
                {buyer.location}
              </td>
              <td data-label="Product" className="wrap-anywhere sm:min-w-40">
                <Link to={paths.product(buyer.productId)} className="link-hover">
                  {buyer.productName}
                </Link>
              </td>
              <td data-label="Price" className="whitespace-nowrap font-semibold">
                {money(buyer.price)}
              </td>
              <td data-label="Paid">
                <SaleStep sale={buyer} onAction={(action) => setActing({ action, sale: buyer })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {acting?.action === 'ship' ? <ShipOrderDialog order={acting.sale} onClose={close} /> : null}
      {acting?.action === 'cancel' ? <CancelSaleDialog order={acting.sale} onClose={close} /> : null}
    </div>
  );
}
