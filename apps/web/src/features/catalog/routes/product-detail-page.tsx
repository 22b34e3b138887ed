import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BuyerProtectionNote } from '@/components/buyer-protection-note.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { RatingLine } from '@/components/rating.tsx';
import { partLine } from '@/lib/catalog/product-display.ts';
import { useConfig } from '@/lib/config/get-config.ts';
import { useMoney } from '@/lib/config/use-money.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useCategoryName } from '@/lib/i18n/use-labels.ts';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/meta/json-ld.ts';
import { useAbsoluteUrl } from '@/lib/meta/site-origin.ts';
import { paths } from '@/lib/paths.ts';
import { useProduct } from '../api/get-product.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { ConditionBadge } from '../components/condition-badge.tsx';
import { PhotoGallery } from '../components/photo-gallery.tsx';
import { PriceTag } from '../components/price-tag.tsx';
import { StockLine } from '../components/stock-line.tsx';
import type { ProductActions } from '../components/product-actions.ts';
import { ProductFacts } from '../components/product-facts.tsx';
import { ProofBadge } from '../components/proof-badge.tsx';
import { ProofPhotoSection } from '../components/proof-photo-section.tsx';
import { SellerInfo } from '../components/seller-info.tsx';
import { SimilarListings } from '../components/similar-listings.tsx';
import { SpecTable } from '../components/spec-table.tsx';
import { WorkingStatusBadge } from '../components/working-status-badge.tsx';
import { formatYear } from '../utils/format-count.ts';
import { productSummary } from '../utils/product-summary.ts';

export function ProductDetailPage({ actions }: { actions: ProductActions }) {
  const { Book, Report, Ask, Watch, RemoveProofBadge } = actions;
  const { id = '' } = useParams();
  const { data: product } = useProduct(id);
  const forSale = product.status === 'active';
  const part = partLine(product);
  const { currency } = useConfig();
  const money = useMoney();
  const url = useAbsoluteUrl();
  const path = paths.product(product.id);
  const { t } = useTranslation();
  const { number } = useFormat();
  const categoryName = useCategoryName()({ id: product.categoryId, name: product.categoryName });
  const crumbs = [
    { label: t('catalog.breadcrumbs.home'), to: paths.home },
    { label: categoryName, to: paths.category(product.categoryId) },
    { label: product.name, to: path },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
      <PageMeta
        title={product.name}
        description={productSummary(product, t, money, categoryName)}
        canonicalPath={path}
        image={product.picture}
        type="product"
        structuredData={[
          productJsonLd(product, currency, url, path),
          breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, path: crumb.to })), url),
        ]}
      />
      <Breadcrumbs items={crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : crumb))} />

      {/* On wide screens the description fills the space under the picture; on phones it
          comes after the price and seller, where a buyer looks first. */}
      <div className="mt-4 grid items-start gap-10 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <PhotoGallery product={product} className="lg:col-start-1 lg:row-start-1" />

        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-wrap items-center gap-2">
            <ConditionBadge condition={product.condition} />
            {product.workingStatus ? <WorkingStatusBadge status={product.workingStatus} /> : null}
            {product.isAdvertised && forSale ? (
              <span className="badge badge-sm badge-accent font-semibold">{t('catalog.card.promoted')}</span>
            ) : null}
            {product.proof ? <ProofBadge /> : null}
          </div>
          <div className="flex items-start justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
              {part ? <p className="mt-1 font-mono text-sm text-base-content/70">{part}</p> : null}
            </div>
            {/* A sold listing is off the market: nothing left to report. */}
            <div className="flex shrink-0">
              <Watch product={product} />
              {forSale ? <Report product={product} /> : null}
            </div>
          </div>

          <div>
            <PriceTag originalPrice={product.originalPrice} resalePrice={product.resalePrice} size="lg" />
            <StockLine product={product} className="mt-1" />
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
              <span>{t('catalog.card.purchasedOn', { year: formatYear(product.yearPurchased, number) })}</span>
              <span>{t('catalog.card.usedFor', { period: product.usagePeriod })}</span>
            </p>
          </div>

          {forSale ? (
            <Book product={product} className="btn-lg w-full sm:w-auto sm:self-start" />
          ) : (
            <div role="status" className="alert alert-warning alert-soft">
              {t('catalog.detail.sold')}
            </div>
          )}
          {forSale ? <BuyerProtectionNote context="listing" className="-mt-3" /> : null}

          <section aria-labelledby="seller-heading" className="rounded-box border border-base-300 bg-base-200/60 p-4">
            <h2 id="seller-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-base-content/60">
              {t('catalog.detail.seller')}
            </h2>
            <SellerInfo seller={product.seller} size="md" />
            <Link to={paths.seller(product.seller.id)} className="mt-2 inline-flex link-hover">
              <RatingLine rating={product.sellerRating} />
            </Link>
            <div>
              <Ask product={product} className="mt-4 w-full sm:w-auto" />
            </div>
          </section>

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="mb-3 text-lg font-semibold">
              {t('catalog.detail.details')}
            </h2>
            <ProductFacts product={product} />
          </section>
          <SpecTable specs={product.specs} />

          <ProofPhotoSection product={product} action={<RemoveProofBadge product={product} />} />
        </div>

        <section aria-labelledby="description-heading" className="lg:col-start-1 lg:row-start-2">
          <h2 id="description-heading" className="mb-3 text-xl font-semibold">
            {t('catalog.detail.description')}
          </h2>
          <p className="whitespace-pre-line leading-relaxed text-base-content/80">
            {product.description || t('catalog.detail.noDescription')}
          </p>
        </section>
      </div>
      {forSale ? null : (
        <SimilarListings categoryId={product.categoryId} categoryName={product.categoryName} exceptId={product.id} actions={actions} />
      )}
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { ProductDetailPage as Component };
export { productLoader as loader } from './product-loader.ts';
