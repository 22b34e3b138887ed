import type { Shipment } from '@reboard/contracts';

/** How an order was sent: the carrier and, when the seller gave one, the tracking number. */
export function ShipmentLine({ shipment }: { shipment: Shipment }) {
  return (
    <p className="text-xs text-base-content/70">
      {`Sent with ${shipment.carrier}`}
      {shipment.trackingNumber ? (
        <>
          {', tracking number '}
          <span className="font-mono">{shipment.trackingNumber}</span>
        </>
      ) : null}
    </p>
  );
}
