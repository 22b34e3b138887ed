import type { Product } from '@reboard/contracts';

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
