import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryError } from '@/components/query-error.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useProducts } from '../api/get-products.ts';
import { LoadMoreButton } from './load-more-button.tsx';
import type { ProductActions } from './product-actions.ts';
import { ProductGrid } from './product-grid.tsx';

/** The storefront's query for one seller's listings for sale (the seller page's loader prefetches it). */
export const sellerListingsFilters = (sellerId: string) => ({ seller: sellerId });

/** A seller's listings for sale, as product cards, a page at a time. */
export function SellerListings({ sellerId, sellerName, actions }: { sellerId: string; sellerName: string; actions: ProductActions }) {
  const listings = useProducts(sellerListingsFilters(sellerId));
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();

  return (
    <section aria-labelledby="for-sale-heading" className="flex flex-col gap-4">
      <h2 id="for-sale-heading" className="text-xl font-semibold">
        {t('catalog.seller.forSale')}
      </h2>
      {listings.isPending ? (
        <Spinner />
      ) : listings.isError && items.length === 0 ? (
        <QueryError error={listings.error} onRetry={() => void listings.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('catalog.seller.nothingForSale')} />
      ) : (
        <ProductGrid products={items} label={t('catalog.seller.listingsLabel', { name: sellerName })} titleAs="h3" actions={actions} />
      )}
      <LoadMoreButton
        hasNextPage={listings.hasNextPage}
        isFetchingNextPage={listings.isFetchingNextPage}
        onLoadMore={() => void listings.fetchNextPage()}
      />
    </section>
  );
}
