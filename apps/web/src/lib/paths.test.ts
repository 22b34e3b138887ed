import { describe, expect, it } from 'vitest';
import { fillPattern, paths, patterns } from './paths.ts';

describe('paths', () => {
  it('builds the pages that take an id from the router’s patterns, ids encoded', () => {
    expect(paths.product('p1')).toBe('/products/p1');
    expect(paths.product('a/b')).toBe('/products/a%2Fb');
    expect(paths.category('c 1')).toBe('/category/c%201');
    expect(paths.dashboard.payment('o?1')).toBe('/dashboard/payment/o%3F1');
    expect(paths.dashboard.editProduct('p1')).toBe('/dashboard/myproducts/edit/p1');
    expect(patterns.product).toBe('/products/:id');
  });

  it('keeps the spec’s dashboard addresses', () => {
    expect(paths.dashboard).toMatchObject({
      home: '/dashboard',
      myOrders: '/dashboard/myorders',
      addProduct: '/dashboard/addproduct',
      myProducts: '/dashboard/myproducts',
      myBuyers: '/dashboard/mybuyers',
      allSellers: '/dashboard/allsellers',
      allBuyers: '/dashboard/allbuyers',
      reportedItems: '/dashboard/reporteditems',
      orderProblems: '/dashboard/orderproblems',
      audit: '/dashboard/audit',
    });
  });

  it('puts a search term in the query string, and leaves it out when empty', () => {
    expect(paths.productSearch('esp 32')).toBe('/products?q=esp+32');
    expect(paths.productSearch('')).toBe('/products');
  });

  it('refuses a pattern whose value is missing', () => {
    expect(() => fillPattern('/products/:id', {})).toThrow(/:id/);
  });
});
