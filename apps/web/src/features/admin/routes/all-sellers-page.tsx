import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function AllSellersPage() {
  return <ComingSoonPage title="All Sellers" text="Every seller account will be listed here soon." />;
}
