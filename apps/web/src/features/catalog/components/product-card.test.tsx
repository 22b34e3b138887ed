import type { Product } from '@reboard/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/lib/catalog/test-product.ts';
import { renderApp } from '@/test/render.tsx';
import type { ProductActions } from './product-actions.ts';
import { ProductCard } from './product-card.tsx';

const Nothing = () => null;
const NO_ACTIONS: ProductActions = { Book: Nothing, Report: Nothing, Ask: Nothing, Watch: Nothing, RemoveProofBadge: Nothing, SaveSearch: Nothing };

const rated = (average: number | null, count: number): Product => ({ ...aProduct, seller: { ...aProduct.seller, rating: { average, count } } });

describe('the seller’s rating on a product card', () => {
  it('shows the stars and how many reviews, read out as "4.5 out of 5, 12 reviews"', async () => {
    await renderApp(<ProductCard product={rated(4.5, 12)} actions={NO_ACTIONS} />);
    const stars = await screen.findByRole('img', { name: '4.5 out of 5, 12 reviews' });
    expect(stars).toHaveTextContent('4.5(12)');
  });

  it('says one review in the singular', async () => {
    await renderApp(<ProductCard product={rated(5, 1)} actions={NO_ACTIONS} />);
    expect(await screen.findByRole('img', { name: '5.0 out of 5, 1 review' })).toBeInTheDocument();
  });

  it('reads the same in Bengali, with Bengali digits', async () => {
    await renderApp(<ProductCard product={rated(4.5, 12)} actions={NO_ACTIONS} />, { locale: 'bn' });
    const stars = await screen.findByRole('img', { name: '৫-এর মধ্যে ৪.৫, ১২টি রিভিউ' });
    expect(stars).toHaveTextContent('৪.৫(১২)');
  });

  it('shows nothing of a rating for a seller without reviews', async () => {
    await renderApp(<ProductCard product={rated(null, 0)} actions={NO_ACTIONS} />);
    expect(await screen.findByRole('heading', { name: aProduct.name })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });
});
