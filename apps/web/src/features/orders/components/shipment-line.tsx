import type { Shipment } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';

/** How an order was sent: the carrier and, when the seller gave one, the tracking number (nothing for a meet-up's handover). */
export function ShipmentLine({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  if (!shipment.carrier) return null;
  return (
    <p className="text-xs text-base-content/70">
      {t('orders.shipment.sentWith', { carrier: shipment.carrier })}
      {shipment.trackingNumber ? (
        <>
          {t('orders.shipment.trackingNumber')}
          <span className="font-mono">{shipment.trackingNumber}</span>
        </>
      ) : null}
    </p>
  );
}
