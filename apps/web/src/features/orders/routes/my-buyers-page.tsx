import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function MyBuyersPage() {
  return <ComingSoonPage title="My Buyers" text="The people who booked your parts will appear here soon." />;
}
