import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerWithApi } from './support/accounts.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('listing from a spreadsheet', () => {
  test('a seller fills the template with three good rows and one bad, fixes the bad one in the preview, publishes, and finds all four in My Products', async ({ page }) => {
    await registerWithApi(page, 'seller');
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Upload a spreadsheet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a spreadsheet' })).toBeVisible();

    // The template as downloaded: its header names the columns the rows below fill.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the template (CSV)' }).click()]);
    const template = await fs.readFile((await download.path())!, 'utf8');
    const header = template.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',');
    expect(header).toEqual(expect.arrayContaining(['name', 'category', 'price', 'sku']));

    const id = tag();
    const names = ['ESP32 board', 'W5500 module', 'DDR4 8GB stick', 'Capacitor lot'].map((n) => `${n} ${id}`);
    const base: Record<string, string> = {
      category: 'Network Modules',
      condition: 'good',
      price: '650',
      quantity: '2',
      location: 'Dhaka',
      phone: '+8801711000000',
      'usage period': '6 months',
      'year purchased': '2023',
    };
    const rows: Record<string, string>[] = [
      { ...base, name: names[0]!, sku: `A-${id}` },
      { ...base, name: names[1]!, price: '৳1200' },
      { ...base, name: names[2]!, category: 'Memory & Storage', capacity: '8 GB', type: 'DDR4' },
      // Row 5 of the file: a price that is not a number.
      { ...base, name: names[3]!, price: 'cheap' },
    ];
    const csv = [header.join(','), ...rows.map((row) => header.map((column) => row[column] ?? '').join(','))].join('\n');
    await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'my-stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByLabel('Or paste the rows from your spreadsheet, header row included')).toHaveValue(csv);
    await page.getByRole('button', { name: 'Upload and check' }).click();

    // The preview names the bad row by its number and the column as the file calls it.
    await expect(page.getByText('3 ready, 1 with problems, 0 skipped')).toBeVisible();
    const table = page.getByRole('table', { name: 'The rows of your file and what needs fixing' });
    const bad = table.getByRole('row').filter({ hasText: names[3]! });
    await expect(bad.getByRole('rowheader')).toHaveText('5');
    await expect(bad.getByRole('listitem')).toHaveText(['price: Type the amount in digits, such as 25000, 25,000 or ২৫,০০০']);
    const publish = page.getByRole('button', { name: /^Publish \d+ listings?$/ });
    await expect(publish).toBeDisabled();
    await expect(page.getByText('Fix or skip the rows with problems before publishing.')).toBeVisible();

    await bad.getByRole('button', { name: 'Edit row 5' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit row 5' });
    await dialog.getByLabel('price').fill('৳1,500');
    await dialog.getByRole('button', { name: 'Save row' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('4 ready, 0 with problems, 0 skipped')).toBeVisible();

    await page.getByRole('button', { name: 'Publish 4 listings' }).click();
    await expect(page.getByRole('heading', { name: 'Your listings are published' })).toBeVisible();
    await expect(page.getByText('Listings added: 4. Listings updated: 0.')).toBeVisible();

    await page.getByRole('link', { name: 'Go to My Products' }).click();
    await expect(page).toHaveURL('/dashboard/myproducts');
    const mine = page.getByRole('table', { name: 'Your listings' });
    for (const name of names) await expect(mine.getByRole('row').filter({ hasText: name })).toBeVisible();
  });
});
