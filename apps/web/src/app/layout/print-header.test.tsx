import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteOriginContext } from '@/lib/meta/site-origin.ts';
import { renderApp } from '@/test/render.tsx';
import { PrintHeader } from './print-header.tsx';

describe('the printed page header', () => {
  it('names Reboard, what it is and its address, and shows only on paper', async () => {
    await renderApp(
      <SiteOriginContext value="https://reboard.example">
        <PrintHeader />
      </SiteOriginContext>,
    );
    const name = screen.getByText('Reboard', { exact: true });
    const header = name.parentElement!;
    expect(header).toHaveClass('hidden', 'print:flex');
    expect(header).toHaveTextContent('Marketplace for second-hand electronics');
    expect(header).toHaveTextContent('reboard.example');
  });

  it('says what Reboard is in Bengali on a Bengali page', async () => {
    await renderApp(<PrintHeader />, { locale: 'bn' });
    expect(screen.getByText('পুরোনো ইলেকট্রনিক্স কেনাবেচার মার্কেটপ্লেস')).toBeInTheDocument();
  });
});
