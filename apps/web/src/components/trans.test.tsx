import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { Trans } from './trans.tsx';

const SearchLine = ({ term }: { term: string }) => (
  <p data-testid="line">
    <Trans
      i18nKey="catalog.search.resultsFor"
      values={{ term }}
      components={{ term: <strong />, clear: <Link to="/products">x</Link> }}
    />
  </p>
);

describe('Trans', () => {
  it('puts each tag’s words, values filled in, inside its element, in the language’s order', async () => {
    await renderApp(<SearchLine term="esp32" />);
    expect(screen.getByTestId('line')).toHaveTextContent('Results for “esp32” · Clear search');
    expect(screen.getByText('“esp32”').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/products');

    await renderApp(<SearchLine term="esp32" />, { locale: 'bn' });
    expect(screen.getAllByTestId('line')[1]).toHaveTextContent('“esp32”-এর ফলাফল · সার্চ মুছুন');
  });

  it('shows a value as it was typed, never as a tag', async () => {
    await renderApp(<SearchLine term="<clear>gotcha</clear>" />);
    expect(screen.getByText('“<clear>gotcha</clear>”').tagName).toBe('STRONG');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('puts a self-closing tag’s element as it is given', async () => {
    await renderApp(
      <p data-testid="line">
        <Trans i18nKey="admin.conversations.heading" components={{ link: <Link to="/products/1">ESP32 board</Link> }} />
      </p>,
    );
    expect(screen.getByTestId('line')).toHaveTextContent('Conversation about ESP32 board');
    expect(screen.getByRole('link', { name: 'ESP32 board' })).toHaveAttribute('href', '/products/1');
  });
});
