import { ComingSoonPage } from '../../dashboard/routes/coming-soon-page.tsx';

export function EditProductPage() {
  return <ComingSoonPage title="Edit product" text="Editing a listing arrives soon." />;
}
