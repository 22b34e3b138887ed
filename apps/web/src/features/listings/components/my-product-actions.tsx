import type { SellerListing } from '@reboard/contracts';
import { useId } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingButton } from '@/components/pending-button.tsx';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useBoostListing } from '../api/boost-listing.ts';
import { lockedReasonKey } from '../utils/listing-form-values.ts';
import { PencilIcon, RocketIcon, TrashIcon } from './listing-icons.tsx';

type MyProductActionsProps = {
  listing: SellerListing;
  onDelete: (listing: SellerListing) => void;
};

/** Boost (or a disabled Boosted), Edit and Delete; a sold or removed listing keeps them disabled and says why. */
export function MyProductActions({ listing, onDelete }: MyProductActionsProps) {
  const { t } = useTranslation();
  const boost = useBoostListing();
  const noteId = useId();
  const lockedKey = lockedReasonKey(listing);
  const locked = lockedKey ? t(lockedKey) : null;
  const lockedProps = locked ? { disabled: true, title: locked, 'aria-describedby': noteId } : {};
  // The visible word names the action; the listing's name tells rows apart for screen readers.
  const named = <span className="sr-only"> {listing.name}</span>;

  async function onBoost() {
    try {
      await boost.mutateAsync(listing.id);
      toast.success(t('listings.mine.boosted'));
    } catch (error) {
      toastMutationError(error, t);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        {listing.isAdvertised ? (
          <button type="button" className="btn btn-xs sm:btn-sm" disabled title={t('listings.mine.boostedTitle')} {...lockedProps}>
            <RocketIcon className="size-4" />
            {t('listings.mine.boostedLabel')}
            {named}
          </button>
        ) : (
          <PendingButton
            className="btn btn-xs btn-accent sm:btn-sm"
            onClick={() => void onBoost()}
            pending={boost.isPending}
            spinnerSize="xs"
            icon={<RocketIcon className="size-4" />}
            {...lockedProps}
          >
            {t('listings.mine.boost')}
            {named}
          </PendingButton>
        )}
        {locked ? (
          <button type="button" className="btn btn-xs btn-outline sm:btn-sm" {...lockedProps}>
            <PencilIcon className="size-4" />
            {t('listings.mine.edit')}
            {named}
          </button>
        ) : (
          <Link
            to={paths.dashboard.editProduct(listing.id)}
            state={{ listing }}
            className="btn btn-xs btn-outline sm:btn-sm"
          >
            <PencilIcon className="size-4" />
            {t('listings.mine.edit')}
            {named}
          </Link>
        )}
        <button
          type="button"
          className="btn btn-xs btn-outline btn-error sm:btn-sm"
          onClick={() => onDelete(listing)}
          {...lockedProps}
        >
          <TrashIcon className="size-4" />
          {t('listings.mine.delete')}
          {named}
        </button>
      </div>
      {locked ? (
        <p id={noteId} className="text-xs text-base-content/60">
          {locked}
        </p>
      ) : null}
    </div>
  );
}
