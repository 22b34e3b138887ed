import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressOf, renderApp } from '../test/render.tsx';
import { BuyerProtectionNote } from './buyer-protection-note.tsx';

describe('the buyer-protection line', () => {
  it('says what a buyer is promised and links to the page that says how', async () => {
    const { user, router } = await renderApp(<BuyerProtectionNote context="listing" />);
    expect(screen.getByText(/^Buyer protection: if it does not arrive or is not as described/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'How buyer protection works' });
    expect(link).toHaveAttribute('href', '/buyer-protection');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(addressOf(router)).toBe('/buyer-protection');
  });

  it('opens the page in a new tab from a form, so what the buyer typed stays', async () => {
    await renderApp(<BuyerProtectionNote context="listing" newTab />);
    const link = screen.getByRole('link', { name: 'How buyer protection works' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('speaks to both sides on an order, and in Bengali on a Bengali page', async () => {
    await renderApp(<BuyerProtectionNote context="order" />, { locale: 'bn' });
    expect(screen.getByText(/^এই অর্ডারে কোনো গোলমাল\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ক্রেতা সুরক্ষা কীভাবে কাজ করে' })).toHaveAttribute('href', '/buyer-protection');
  });
});
