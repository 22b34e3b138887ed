import type { SellerListing } from '@reboard/contracts';
import { useState, type ComponentType } from 'react';
import { toast } from '@/lib/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ProductPicture } from '@/components/product-picture.tsx';
import { partLine } from '@/lib/catalog/product-display.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { toastMutationError } from '@/lib/mutation-toast.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteListing } from '../api/delete-listing.ts';
import { ListingBadgesNote } from './listing-badges-note.tsx';
import { ListingStatus } from './listing-status.tsx';
import { MyProductActions } from './my-product-actions.tsx';

/** The spec's table: Image, Product, Price, Status, Action; deleting asks first. */
export function MyProductsTable({ listings, Watchers }: { listings: readonly SellerListing[]; Watchers?: ComponentType<{ listingId: string }> | undefined }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const categoryName = useCategoryName();
  const remove = useDeleteListing();
  const [pending, setPending] = useState<SellerListing | null>(null);

  // mutateAsync, not mutate's callbacks: deleting the last listing unmounts this table before
  // they would run, and the toast must still show.
  async function confirmDelete() {
    if (!pending) return;
    try {
      const { message } = await remove.mutateAsync(pending);
      toast.success(message);
    } catch (error) {
      toastMutationError(error, t);
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      {/* A card per listing on phones (table-stack); anything still too wide scrolls inside this
          box instead of widening the page. */}
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table-stack table table-sm sm:table-md">
          <caption className="sr-only">{t('listings.mine.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('listings.mine.image')}</th>
              <th scope="col">{t('listings.mine.product')}</th>
              <th scope="col">{t('listings.mine.price')}</th>
              <th scope="col">{t('listings.mine.status')}</th>
              <th scope="col">{t('listings.mine.action')}</th>
            </tr>
          </thead>
          <tbody>
            {listings.map((listing) => {
              const part = partLine(listing);
              return (
                <tr key={listing.id}>
                  <td>
                    <ProductPicture src={listing.picture} alt={listing.name} className="size-12 rounded-lg sm:size-16" />
                  </td>
                  <td data-label={t('listings.mine.product')} className="sm:min-w-40">
                    {listing.status === 'active' ? (
                      <Link to={paths.product(listing.id)} className="link-hover font-semibold">
                        {listing.name}
                      </Link>
                    ) : (
                      <span className="font-semibold">{listing.name}</span>
                    )}
                    <div className="text-xs text-base-content/60">{categoryName({ id: listing.categoryId, name: listing.categoryName })}</div>
                    {part ? <div className="font-mono text-xs text-base-content/60">{part}</div> : null}
                  </td>
                  <td data-label={t('listings.mine.price')} className="whitespace-nowrap font-semibold">
                    {money(listing.resalePrice)}
                  </td>
                  <td data-label={t('listings.mine.status')}>
                    <ListingStatus listing={listing} />
                    <ListingBadgesNote listing={listing} />
                    {Watchers ? <Watchers listingId={listing.id} /> : null}
                  </td>
                  <td data-label={t('listings.mine.action')}>
                    <MyProductActions listing={listing} onDelete={setPending} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t('listings.mine.deleteTitle', { name: pending.name }) : ''}
        confirmLabel={t('listings.mine.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
