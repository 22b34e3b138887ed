import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function AllBuyersPage() {
  return <ComingSoonPage title="All Buyers" text="Every buyer account will be listed here soon." />;
}
