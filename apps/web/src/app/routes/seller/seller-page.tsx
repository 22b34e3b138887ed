import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { SellerListings, type ProductActions } from '@/features/catalog/index.ts';
import { SellerHeader, SellerReviews, useSellerProfile } from '@/features/reviews/index.ts';
import { sellerJsonLd } from '@/lib/meta/json-ld.ts';
import { useAbsoluteUrl } from '@/lib/meta/site-origin.ts';
import { paths } from '@/lib/paths.ts';

/** A seller's public page: who they are and how their sales went (reviews), and what they sell (catalog). */
export function SellerPage({ actions }: { actions: ProductActions }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: seller } = useSellerProfile(id);
  const url = useAbsoluteUrl();
  const path = paths.seller(seller.id);
  const rating =
    seller.rating.average === null
      ? t('layout.seller.noReviews')
      : t('layout.seller.rated', { average: seller.rating.average, buyers: seller.rating.count });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <PageMeta
        title={t('layout.seller.title', { name: seller.name })}
        description={t('layout.seller.description', { name: seller.name, sales: seller.completedSales, rating })}
        canonicalPath={path}
        image={seller.image}
        structuredData={[sellerJsonLd(seller, url, path)]}
      />
      <SellerHeader sellerId={seller.id} />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SellerListings sellerId={seller.id} sellerName={seller.name} actions={actions} />
        <SellerReviews sellerId={seller.id} />
      </div>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { SellerPage as Component };
export { sellerLoader as loader } from './seller-loader.ts';
