import type { Product } from '@reboard/contracts';
import { fractionDigits, shownPhotos } from '@reboard/contracts/plain';

type JsonLd = Record<string, unknown>;

/** The JSON a `<script type="application/ld+json">` carries; `<` escaped so text can never close the tag. */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** schema.org's condition for a listing: a part sold for parts is damaged, anything else used. */
function itemCondition(product: Product): string {
  return product.workingStatus === 'for_parts' ? 'https://schema.org/DamagedCondition' : 'https://schema.org/UsedCondition';
}

/** A listing as schema.org's Product with its Offer; `url` builds absolute addresses. */
export function productJsonLd(product: Product, currency: string, url: (path: string) => string, path: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || product.name,
    sku: product.id,
    category: product.categoryName,
    ...(product.picture ? { image: shownPhotos(product).map(url) } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(product.partNumber ? { mpn: product.partNumber } : {}),
    offers: {
      '@type': 'Offer',
      url: url(path),
      // schema.org prices are in the currency's main unit, written with a dot.
      price: (product.resalePrice / 10 ** fractionDigits(currency)).toFixed(fractionDigits(currency)),
      priceCurrency: currency,
      availability: product.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: itemCondition(product),
      seller: { '@type': 'Person', name: product.seller.name },
    },
  };
}

/** The trail of links above a page, as schema.org's BreadcrumbList. */
export function breadcrumbJsonLd(items: { name: string; path: string }[], url: (path: string) => string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: url(item.path) })),
  };
}

/** A seller's public page as schema.org's ProfilePage about a Person (ratings belong to products and businesses, not people). */
export function sellerJsonLd(seller: { name: string; image: string | null; memberSince: string }, url: (path: string) => string, path: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    dateCreated: seller.memberSince,
    mainEntity: { '@type': 'Person', name: seller.name, url: url(path), ...(seller.image ? { image: url(seller.image) } : {}) },
  };
}
