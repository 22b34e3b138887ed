import type { Product } from '@reboard/contracts';
import { CONDITION_KEYS } from '@reboard/contracts/plain';
import type { TFunction } from 'i18next';

/**
 * A listing in a sentence or two, for its page's description and link previews, in the page's
 * language (the listing's own words stay as written). `money` is useFormat().money.
 */
export function productSummary(product: Product, t: TFunction, money: (minor: number) => string, categoryName: string): string {
  const facts = t('catalog.detail.summary', { condition: t(CONDITION_KEYS[product.condition]), price: money(product.resalePrice), location: product.location });
  const text = product.description.replace(/\s+/g, ' ').trim();
  const cut = text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text;
  const rest = cut || t('catalog.detail.summaryCategory', { category: categoryName });
  return `${facts} ${rest}`;
}
