import { describe, expect, it } from 'vitest';
import { returnPath } from './return-to.ts';

describe('returnPath', () => {
  it('returns to the stored location, query and hash included', () => {
    expect(returnPath({ from: { pathname: '/dashboard/myorders', search: '?page=2', hash: '#top' } })).toBe(
      '/dashboard/myorders?page=2#top',
    );
    expect(returnPath({ from: { pathname: '/products/abc' } })).toBe('/products/abc');
  });

  it('goes home without a usable origin', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: '/dashboard' })).toBe('/');
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example/' } })).toBe('/');
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/register' } })).toBe('/');
  });
});
