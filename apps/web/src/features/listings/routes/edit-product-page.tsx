import { SellerListingSchema, type SellerListing } from '@reboard/contracts/schemas';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { useConfig } from '@/lib/config/get-config.ts';
import { paths } from '@/lib/paths.ts';
import { useSellerListing } from '../api/get-seller-listing.ts';
import { useUpdateListing } from '../api/update-listing.ts';
import { ListingForm } from '../components/listing-form.tsx';
import { listingToForm, lockedReasonKey } from '../utils/listing-form-values.ts';

const BACK = paths.dashboard.myProducts;

/** The listing My Products passed in navigation state, if it is one (history state is untyped). */
function listingFromState(state: unknown): SellerListing | undefined {
  const listing = (state as { listing?: unknown } | null)?.listing;
  const parsed = SellerListingSchema.safeParse(listing);
  return parsed.success ? parsed.data : undefined;
}

export function EditProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useSellerListing(id, listingFromState(location.state));

  return (
    <div className="max-w-3xl">
      <PageHeader title={t('listings.edit.title')} description={query.data ? query.data.name : undefined} />
      {query.data ? (
        <EditForm listing={query.data} />
      ) : query.isError ? (
        isApiRequestError(query.error) && query.error.status === 404 ? (
          <EmptyState title={t('listings.edit.notYours')}>
            <Link to={BACK} className="link link-primary">
              {t('listings.edit.back')}
            </Link>
          </EmptyState>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <Spinner label={t('listings.edit.loading')} />
      )}
    </div>
  );
}

function EditForm({ listing }: { listing: SellerListing }) {
  const { t } = useTranslation();
  const { currency } = useConfig();
  const update = useUpdateListing(listing.categoryId);
  const navigate = useNavigate();
  const locked = lockedReasonKey(listing);

  if (locked) {
    return (
      <div role="alert" className="alert alert-warning alert-soft flex-wrap">
        <span>
          {t('listings.edit.locked', { reason: t(locked) })}
          {listing.removedReason ? ` ${t('listings.status.reason', { reason: listing.removedReason })}` : ''}
        </span>
        <Link to={BACK} className="btn btn-sm">
          {t('listings.edit.back')}
        </Link>
      </div>
    );
  }

  return (
    <>
      {listing.proofBadgeRemoved ? (
        <p role="note" className="alert alert-warning alert-soft mb-6">
          {t('listings.edit.badgeRemoved', { badge: t('listings.proof.badge') })}
        </p>
      ) : listing.proofStatus === 'rejected' ? (
        <p role="note" className="alert alert-warning alert-soft mb-6">
          {t('listings.edit.proofRejected', { reason: listing.proofRejectedReason ?? '' })}
        </p>
      ) : null}
      <ListingForm
        key={listing.id}
        defaultValues={listingToForm(listing, currency)}
        submitLabel={t('listings.edit.submit')}
        secondaryAction={
          <Link to={BACK} className="btn btn-ghost">
            {t('listings.edit.cancel')}
          </Link>
        }
        onSave={async (input) => {
          // Units sold while the form was open stay sold: the quantity goes only when the seller changed it.
          const { quantity, ...rest } = input;
          const saved = await update.mutateAsync({ id: listing.id, input: quantity === listing.quantity ? rest : input });
          toast.success(t('listings.edit.updated', { name: saved.name }));
          await navigate(BACK);
        }}
      />
    </>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { EditProductPage as Component };
