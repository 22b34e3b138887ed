import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function AddProductPage() {
  return <ComingSoonPage title="Add a product" text="The form to list a part arrives soon." />;
}
