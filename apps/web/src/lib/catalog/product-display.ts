import { CATEGORY_KEYS, CONDITION_KEYS, type Condition, type Product } from '@reboard/contracts';
import { englishText, type Translate } from '../translate.ts';

/** A condition's name in the page's language (`t`), or in English where there is no `t`. */
export function conditionLabel(condition: Condition, t: Translate = englishText): string {
  return t(CONDITION_KEYS[condition]);
}

/** Sold (paid) or removed listings are never shown, even if an API response includes one. */
export function visibleProducts(products: readonly Product[]): Product[] {
  return products.filter((product) => product.status === 'active');
}

/** "Texas Instruments · LM317T", or null when the listing names neither. */
export function partLine(product: Pick<Product, 'manufacturer' | 'partNumber'>): string | null {
  const parts = [product.manufacturer, product.partNumber].filter((part): part is string => !!part);
  return parts.length ? parts.join(' · ') : null;
}

/** Up to two initials for an avatar without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A listing in a sentence or two, for its page's description and link previews, in the page's
 * language (`t`; English without one). The seller's own description stays as written.
 */
export function productSummary(product: Product, money: (minor: number) => string, t: Translate = englishText): string {
  const facts = t('common.productSummary.facts', {
    condition: conditionLabel(product.condition, t),
    price: money(product.resalePrice),
    location: product.location,
  });
  const text = product.description.replace(/\s+/g, ' ').trim();
  const cut = text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text;
  const key = CATEGORY_KEYS[product.categoryId];
  const category = key ? t(key) : product.categoryName;
  const onReboard = t('common.productSummary.category', { category });
  return cut ? `${facts} ${cut}` : `${facts} ${onReboard}`;
}
