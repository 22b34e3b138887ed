import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function PaymentPage() {
  return <ComingSoonPage title="Payment" text="Paying for a booking arrives soon." />;
}
