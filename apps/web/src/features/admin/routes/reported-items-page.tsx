import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function ReportedItemsPage() {
  return <ComingSoonPage title="Reported Items" text="Listings that people reported will appear here soon." />;
}
