import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/lib/paths.ts';
import { useCreateListing } from '../api/create-listing.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { emptyListingForm } from '../utils/listing-form-values.ts';

export function AddProductPage() {
  const { t } = useTranslation();
  const create = useCreateListing();
  const navigate = useNavigate();

  return (
    <div className="max-w-3xl">
      <PageHeader title={t('listings.add.title')} description={t('listings.add.description')} />
      <ListingForm
        defaultValues={emptyListingForm()}
        submitLabel={t('listings.add.submit')}
        onSave={async (input) => {
          const listing = await create.mutateAsync(input);
          toast.success(t('listings.add.added', { name: listing.name }));
          await navigate(paths.dashboard.myProducts);
        }}
      />
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { AddProductPage as Component };
