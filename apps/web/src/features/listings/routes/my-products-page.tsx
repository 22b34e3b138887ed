import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function MyProductsPage() {
  return <ComingSoonPage title="My Products" text="Your listings will appear here soon." />;
}
