import { PROOF_BADGE_LABEL, SellerListingSchema, type SellerListing } from '@reboard/contracts';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useConfig } from '../../../lib/config/get-config.ts';
import { paths } from '../../../lib/paths.ts';
import { useSellerListing } from '../api/get-seller-listing.ts';
import { useUpdateListing } from '../api/update-listing.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { listingToForm, lockedReason } from '../utils/listing-form.ts';

const BACK = paths.dashboard.myProducts;

/** The listing My Products passed in navigation state, if it is one (history state is untyped). */
function listingFromState(state: unknown): SellerListing | undefined {
  const listing = (state as { listing?: unknown } | null)?.listing;
  const parsed = SellerListingSchema.safeParse(listing);
  return parsed.success ? parsed.data : undefined;
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useSellerListing(id, listingFromState(location.state));

  return (
    <div className="max-w-3xl">
      <PageHeader title="Edit product" description={query.data ? query.data.name : undefined} />
      {query.data ? (
        <EditForm listing={query.data} />
      ) : query.isError ? (
        isApiRequestError(query.error) && query.error.status === 404 ? (
          <EmptyState title="This listing is not among yours">
            <Link to={BACK} className="link link-primary">
              Back to My Products
            </Link>
          </EmptyState>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <Spinner label="Loading the listing" />
      )}
    </div>
  );
}

function EditForm({ listing }: { listing: SellerListing }) {
  const { currency } = useConfig();
  const update = useUpdateListing(listing.categoryId);
  const navigate = useNavigate();
  const locked = lockedReason(listing);

  if (locked) {
    return (
      <div role="alert" className="alert alert-warning alert-soft flex-wrap">
        <span>
          {locked}.{listing.removedReason ? ` Reason: ${listing.removedReason}` : ''}
        </span>
        <Link to={BACK} className="btn btn-sm">
          Back to My Products
        </Link>
      </div>
    );
  }

  return (
    <>
      {listing.proofBadgeRemoved ? (
        <p role="note" className="alert alert-warning alert-soft mb-6">
          An admin removed this listing’s “{PROOF_BADGE_LABEL}” badge: its proof photo did not show the item with its code.
        </p>
      ) : null}
      <ListingForm
        key={listing.id}
        defaultValues={listingToForm(listing, currency)}
        submitLabel="Save changes"
        secondaryAction={
          <Link to={BACK} className="btn btn-ghost">
            Cancel
          </Link>
        }
        onSave={async (input) => {
          const saved = await update.mutateAsync({ id: listing.id, input });
          toast.success(`${saved.name}'s data updated successfully`);
          await navigate(BACK);
        }}
      />
    </>
  );
}
