import { BomMatchResultSchema, type BomOffer } from '@reboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { BomResults } from './bom-results.tsx';

const rafiq = { id: 'seller-rafiq', name: 'Rafiq', verified: true };
const karim = { id: 'seller-karim', name: 'Karim', verified: false };
const offer = (over: Partial<BomOffer>): BomOffer => ({
  productId: '00000000-0000-4000-8000-000000000001',
  name: 'LM317T regulator',
  partNumber: 'LM317T',
  condition: 'good',
  location: 'Dhaka',
  picture: null,
  seller: rafiq,
  unitPrice: 5000,
  available: 10,
  courier: true,
  ...over,
});
const regulator = offer({});
const flash = offer({ productId: '00000000-0000-4000-8000-000000000002', name: 'Winbond flash 128 Mbit', partNumber: 'W25Q128JVSIQ', seller: karim, unitPrice: 20000, available: 1 });

// Parsed by the contract, so the fixture is the shape the server sends. Money in minor units (paisa): 5000 is ৳50.
const result = BomMatchResultSchema.parse({
  lines: [
    { line: 1, partNumber: 'LM317T', description: 'LM317T', quantity: 3, matched: true, matchedBy: 'part_number', offers: [regulator], best: { productId: regulator.productId, units: 3, lineTotal: 15000, short: false } },
    { line: 2, partNumber: 'W25Q128JVSIQ', description: 'W25Q128JVSIQ', quantity: 2, matched: true, matchedBy: 'part_number', offers: [flash], best: { productId: flash.productId, units: 1, lineTotal: 20000, short: true } },
    { line: 3, partNumber: null, description: '10uF 0805 capacitor', quantity: 20, matched: false, matchedBy: null, offers: [], best: null },
  ],
  sellers: [
    { seller: karim, lines: [{ line: 2, productId: flash.productId, unitPrice: 20000, units: 1, lineTotal: 20000, short: true }], subtotal: 20000 },
    { seller: rafiq, lines: [{ line: 1, productId: regulator.productId, unitPrice: 5000, units: 3, lineTotal: 15000, short: false }], subtotal: 15000 },
  ],
  total: 35000,
  matchedLines: 2,
});

describe('BOM results', () => {
  it('shows each line with its best listing, what it costs and what is available, and "No match yet" for a line nothing matches', async () => {
    await renderApp(<BomResults {...result} />);
    const table = screen.getByRole('table', { name: 'Each line of the BOM with its best listing' });
    const regulatorRow = within(table).getByRole('row', { name: /LM317T/ });
    expect(within(regulatorRow).getByRole('link', { name: 'LM317T regulator' })).toHaveAttribute('href', `/products/${regulator.productId}`);
    expect(regulatorRow).toHaveTextContent('Rafiq (verified)');
    expect(regulatorRow).toHaveTextContent('৳50');
    expect(regulatorRow).toHaveTextContent('৳150');
    // Fewer available than wanted: the line says so.
    const flashRow = within(table).getByRole('row', { name: /W25Q128JVSIQ/ });
    expect(flashRow).toHaveTextContent('Only 1 available');
    const capacitorRow = within(table).getByRole('row', { name: /10uF 0805 capacitor/ });
    expect(capacitorRow).toHaveTextContent('No match yet');
    expect(within(capacitorRow).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 3 lines found listings')).toBeInTheDocument();
  });

  it('totals per seller and the grand total of the best choices', async () => {
    await renderApp(<BomResults {...result} />);
    const bySeller = screen.getByRole('region', { name: 'By seller' });
    const groups = within(bySeller).getAllByRole('listitem').filter((li) => li.parentElement?.parentElement === bySeller);
    expect(groups.map((g) => within(g).getAllByText(/from/)[0]!.textContent)).toEqual(['1 line from Karim: ৳200 + delivery', '1 line from Rafiq: ৳150 + delivery']);
    expect(within(bySeller).getByText('Line 1: LM317T × 3, ৳150')).toBeInTheDocument();
    expect(screen.getByText('Total of the best choices: ৳350 + delivery')).toBeInTheDocument();
  });

  it('says so when no seller has any of the parts', async () => {
    await renderApp(<BomResults lines={[result.lines[2]!]} sellers={[]} total={0} matchedLines={0} />);
    expect(screen.getByRole('region', { name: 'By seller' })).toHaveTextContent('No seller has any of these parts yet.');
    expect(screen.getByText('0 of 1 line found listings')).toBeInTheDocument();
  });
});
