import type { Product } from '@reboard/contracts';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalog/test-product.ts';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from './json-ld.ts';

const url = (path: string) => `https://r.example${path}`;
const product: Product = {
  ...aProduct,
  name: 'ESP32 </script><script>alert(1)</script>',
  resalePrice: 120050,
  picture: '/demo/esp32.webp',
  partNumber: 'ESP32-WROOM',
  workingStatus: 'for_parts',
};

describe('JSON-LD', () => {
  it('describes a listing as a Product with its Offer in the main unit of the currency', () => {
    const data = productJsonLd(product, 'BDT', url, '/products/p1');
    expect(data).toMatchObject({
      '@type': 'Product',
      description: product.name,
      image: ['https://r.example/demo/esp32.webp'],
      mpn: 'ESP32-WROOM',
      offers: { price: '1200.50', priceCurrency: 'BDT', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/DamagedCondition', url: 'https://r.example/products/p1' },
    });
    expect(data).not.toHaveProperty('brand');
    const photos = ['/demo/esp32.webp', '/demo/esp32-back.webp'];
    expect(productJsonLd({ ...product, photos }, 'BDT', url, '/products/p1').image).toEqual(photos.map(url));
    const sold = productJsonLd({ ...product, status: 'sold', workingStatus: null }, 'JPY', url, '/products/p1');
    expect(sold.offers).toMatchObject({ price: '120050', availability: 'https://schema.org/SoldOut', itemCondition: 'https://schema.org/UsedCondition' });
  });

  it('numbers breadcrumbs from 1 with absolute links', () => {
    const data = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'ESP32', path: '/products/p1' }], url);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://r.example/' },
      { '@type': 'ListItem', position: 2, name: 'ESP32', item: 'https://r.example/products/p1' },
    ]);
  });

  it('writes text that cannot close its script element and still parses to the same value', () => {
    const text = jsonLdText(productJsonLd(product, 'BDT', url, '/products/p1'));
    expect(text).not.toContain('</script');
    expect((JSON.parse(text) as { name: string }).name).toBe(product.name);
  });
});
