import type { Product } from '@reboard/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon, ClockIcon, MapPinIcon, TagIcon } from '@/components/icons/ui-icons.tsx';
import { ProductPicture } from '@/components/product-picture.tsx';
import { CardRating } from '@/components/rating.tsx';
import { partLine } from '@/lib/catalog/product-display.ts';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { formatYear } from '../utils/format-count.ts';
import { ConditionBadge } from './condition-badge.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProofBadge } from './proof-badge.tsx';
import type { ProductActions } from './product-actions.ts';
import { SellerInfo } from './seller-info.tsx';
import { StockLine } from './stock-line.tsx';
import { WorkingStatusBadge } from './working-status-badge.tsx';

type ProductCardProps = {
  product: Product;
  /** Keeps the page's heading outline intact: h2 under a page h1, h3 under a section h2. */
  titleAs?: 'h2' | 'h3';
  actions: ProductActions;
  /** The page's largest picture (ProductPicture's priority); every other card's waits. */
  priority?: boolean;
};

/** The card's width in ProductGrid's columns (1 / 2 from sm / 3 from lg / 4 from xl, at most 80rem wide). */
// Below 640 px the card puts a 6 rem square picture beside its text.
const CARD_PICTURE_SIZES = '(min-width: 1280px) 19rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 6rem';

export function ProductCard({ product, titleAs: Title = 'h3', actions: { Book, Report, Watch }, priority = false }: ProductCardProps) {
  const titleId = useId();
  const href = paths.product(product.id);
  const part = partLine(product);
  const { t } = useTranslation();
  const { number, postedOn } = useFormat();

  /*
   * Below 640 px the card is a compact grid (about 290 px tall instead of 620, so a phone shows
   * two whole cards): a small picture beside the title, the rest full width beneath. The card
   * body becomes `display: contents` there so its parts are placed by the card's grid, in the
   * same reading order.
   */
  return (
    <article
      aria-labelledby={titleId}
      className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:content-start max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3"
    >
      <figure className="relative max-sm:row-span-2 max-sm:self-start max-sm:rounded-field">
        {/* The title link below is the accessible way in; this one is for pointer users. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-full">
          <ProductPicture
            src={product.picture}
            alt={product.name}
            sizes={CARD_PICTURE_SIZES}
            priority={priority}
            className="aspect-[4/3] w-full max-sm:aspect-square"
          />
        </Link>
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5 max-sm:left-1 max-sm:top-1 max-sm:gap-1">
          <ConditionBadge condition={product.condition} />
          {product.isAdvertised ? <span className="badge badge-sm badge-accent font-semibold">{t('catalog.card.promoted')}</span> : null}
          {product.proof ? <ProofBadge /> : null}
        </div>
      </figure>

      <div className="card-body gap-3 p-5 max-sm:contents">
        <div className="flex items-start justify-between gap-2">
          <Title id={titleId} className="card-title text-base leading-snug max-sm:line-clamp-2 max-sm:text-sm">
            <Link to={href} className="link-hover">
              {product.name}
            </Link>
          </Title>
          <div className="flex shrink-0">
            <Watch product={product} />
            <Report product={product} />
          </div>
        </div>

        {part || product.workingStatus ? (
          <div className="-mt-1 flex flex-wrap items-center gap-2 text-xs text-base-content/70 max-sm:mt-0 max-sm:self-start">
            {part ? <span className="font-mono">{part}</span> : null}
            {product.workingStatus ? <WorkingStatusBadge status={product.workingStatus} /> : null}
          </div>
        ) : null}

        {/* grow-0: daisyUI lets paragraphs in a card body grow, which would undo the clamp. */}
        <p className="line-clamp-3 grow-0 text-sm text-base-content/80 max-sm:col-span-2 max-sm:line-clamp-2">{product.description}</p>

        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-base-content/70 max-sm:col-span-2 max-sm:gap-y-1">
          <li className="flex items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" />
            <span>{product.location}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarIcon className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t('catalog.card.posted')} </span>
              <time dateTime={product.postedOn ?? undefined}>{postedOn(product.postedOn)}</time>
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <TagIcon className="size-4 shrink-0" />
            <span>{t('catalog.card.purchasedOn', { year: formatYear(product.yearPurchased, number) })}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <ClockIcon className="size-4 shrink-0" />
            <span>{t('catalog.card.usedFor', { period: product.usagePeriod })}</span>
          </li>
        </ul>

        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-base-300 pt-3 max-sm:col-span-2 max-sm:pt-1.5">
          <SellerInfo seller={product.seller} />
          <CardRating rating={product.seller.rating} />
        </div>

        <div className="card-actions mt-auto items-end justify-between pt-1 max-sm:col-span-2 max-sm:pt-0">
          <div>
            <PriceTag
              originalPrice={product.originalPrice}
              resalePrice={product.resalePrice}
              className="max-sm:flex-row max-sm:items-baseline max-sm:gap-2"
            />
            <StockLine product={product} />
          </div>
          <Book product={product} className="btn-sm" />
        </div>
      </div>
    </article>
  );
}
