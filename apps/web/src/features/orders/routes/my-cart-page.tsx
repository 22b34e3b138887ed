import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function MyCartPage() {
  return <ComingSoonPage title="My Cart" text="Your bookings will appear here soon." />;
}
