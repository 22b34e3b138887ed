import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCreateListing } from '../api/create-listing.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { emptyListingForm } from '../utils/listing-form.ts';

export function AddProductPage() {
  const create = useCreateListing();
  const navigate = useNavigate();

  return (
    <div className="max-w-3xl">
      <PageHeader title="Add a product" description="List a part for buyers across Reboard. Fields marked optional can stay empty." />
      <ListingForm
        defaultValues={emptyListingForm()}
        submitLabel="Add product"
        onSave={async (input) => {
          const listing = await create.mutateAsync(input);
          toast.success(`${listing.name}'s data added successfully`);
          await navigate(paths.dashboard.myProducts);
        }}
      />
    </div>
  );
}
