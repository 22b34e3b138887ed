import { CATEGORY_IDS, type ListingInput } from '@reboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { FakeApi } from '@/test/fake-api.ts';
import { expectToast, renderApp } from '@/test/render.tsx';
import { emptyListingForm, type ListingFormValues } from '../utils/listing-form-values.ts';
import { ListingForm } from './listing-form.tsx';

const REQUIRED_MESSAGES = [
  'name is required',
  'year is required',
  'phone number is required',
  'location is required',
  'resale price is required',
  'usage period is required',
];

async function renderForm({ values = {}, onSave = vi.fn<(input: ListingInput) => Promise<void>>().mockResolvedValue(), locale = 'en' as 'en' | 'bn' } = {}) {
  const api = new FakeApi().on('GET', '/api/seller/proof-code', { body: { code: 'K7Q2', token: 'signed-token' } });
  const defaultValues: ListingFormValues = { ...emptyListingForm(), ...values };
  const view = await renderApp(<ListingForm defaultValues={defaultValues} submitLabel="Add product" onSave={onSave} />, { api, locale });
  return { ...view, onSave };
}

/** A form every required field of which is filled, but for what the test types. */
const FILLED = {
  name: 'DDR4 SODIMM',
  yearPurchased: '2021',
  sellerPhone: '01712 345678',
  location: 'Dhaka',
  usagePeriod: '2 years',
};

const field = (label: string | RegExp) => screen.getByLabelText(label);

describe('the listing form: the spec’s fields and limits', () => {
  // Moved from e2e/tests/listings.spec.ts ('the empty form shows all six required-field messages and sends nothing').
  it('the empty form offers the spec’s choices and, sent, shows all six required-field messages and saves nothing', async () => {
    const { user, onSave } = await renderForm();
    const category = field('Category');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Network Modules', 'Memory & Storage', 'Main boards']);
    expect(category).toHaveDisplayValue('Network Modules');
    expect(within(field('Condition')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Excellent', 'Good', 'Fair']);
    expect(within(field('Working status (optional)')).getByRole('option', { name: 'For parts / not working' })).toBeInTheDocument();
    expect(field('Resale price (৳)')).toHaveAttribute('maxlength', '4');
    expect(field('Original price (৳, optional)')).toHaveAttribute('maxlength', '4');
    expect(field('Usage period')).toHaveAttribute('maxlength', '10');

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Product name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Product name')).toHaveAccessibleDescription('name is required');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the listing form: prices', () => {
  it('keeps only digits, at most four (the spec’s limit): letters typed are dropped', async () => {
    const { user } = await renderForm();
    const resale = field('Resale price (৳)');
    await user.type(resale, '12a3456');
    expect(resale).toHaveValue('1234');
  });

  it('sends the price as a number, and an empty original price as none', async () => {
    const { user, onSave } = await renderForm({ values: FILLED });
    await user.type(field('Resale price (৳)'), '2150');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ resalePrice: 2150, originalPrice: null, yearPurchased: 2021 });
  });

  it('reads Bengali digits as digits in the price and the year', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, yearPurchased: '' } });
    await user.type(field('Resale price (৳)'), '২১৫০');
    expect(field('Resale price (৳)')).toHaveValue('2150');
    await user.type(field('Year purchased'), '২০২১');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ resalePrice: 2150, yearPurchased: 2021 });
  });

  it('refuses a year still to come', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, resalePrice: '900', yearPurchased: String(new Date().getFullYear() + 1) } });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(field('Year purchased')).toHaveAccessibleDescription('The year cannot be in the future'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('on a Bengali page, labels the price with the sign and asks for it in Bengali', async () => {
    const { user } = await renderForm({ locale: 'bn' });
    const resale = field('বিক্রয়মূল্য (৳)');
    expect(resale).toHaveAttribute('placeholder', 'সর্বোচ্চ ৪ অঙ্ক');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(resale).toHaveAccessibleDescription('বিক্রয়মূল্য দিতে হবে'));
    expect(field('কেনার বছর')).toHaveAccessibleDescription('কেনার বছর দিতে হবে');
  });
});

describe('the listing form: specifications', () => {
  it('offers the chosen category’s specifications, each with its unit and an example, then the component values', async () => {
    const { user } = await renderForm();
    expect(field('Flash size (optional)')).toHaveAttribute('placeholder', 'e.g. 4 MB');
    expect(screen.queryByLabelText('Capacity (optional)')).toBeNull();

    await user.selectOptions(field('Category'), screen.getByRole('option', { name: 'Memory & Storage' }));
    const capacity = await screen.findByLabelText('Capacity (optional)');
    expect(capacity).toHaveAttribute('placeholder', 'e.g. 8 GB');
    expect(capacity).toHaveAttribute('title', 'In bytes (B), any prefix: 8 GB');
    expect(screen.queryByLabelText('Flash size (optional)')).toBeNull();
    expect(within(field('Type (optional)')).getByRole('option', { name: 'Not stated' })).toBeInTheDocument();
    // Component values belong to any listing.
    expect(field('Capacitance (optional)')).toHaveAttribute('title', 'In farads (F), any prefix: 10 µF');
  });

  it('sends the chosen category’s values as typed, in any spelling of the unit', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, resalePrice: '900', categoryId: CATEGORY_IDS.memoryStorage } });
    expect(field('Category')).toHaveDisplayValue('Memory & Storage');
    await user.type(field('Capacity (optional)'), '8192 MB');
    await user.type(field('Capacitance (optional)'), '10uF');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const { specs } = onSave.mock.calls[0]![0];
    expect(specs).toMatchObject({ capacity: '8192 MB', capacitance: '10uF' });
    expect(specs).not.toHaveProperty('flash');
  });

  it('shows the server’s word on a value under its field, and as a toast', async () => {
    const refusal = new ApiRequestError(400, {
      error: { code: 'VALIDATION', message: 'Invalid input: specs.capacity', fields: { 'specs.capacity': 'Capacity is in bytes (B), not volts (V): for example 8 GB' } },
    });
    const onSave = vi.fn<(input: ListingInput) => Promise<void>>().mockRejectedValue(refusal);
    const { user } = await renderForm({ values: { ...FILLED, resalePrice: '900', categoryId: CATEGORY_IDS.memoryStorage }, onSave });
    await user.type(field('Capacity (optional)'), '8 V');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(field('Capacity (optional)')).toHaveAccessibleDescription('Capacity is in bytes (B), not volts (V): for example 8 GB'));
    expect(field('Capacity (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expectToast('Invalid input: specs.capacity');
  });
});

describe('the listing form: how it is handed over', () => {
  it('is a meet-up by default; a courier asks for both fees, read as prices are, and sends them', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, resalePrice: '900' } });
    expect(screen.getByRole('checkbox', { name: 'Meet-up in my area' })).toBeChecked();
    expect(screen.queryByLabelText('Courier fee inside my city (৳)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Courier delivery' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(field('Courier fee inside my city (৳)')).toHaveAccessibleDescription('Courier fee is required (0 for free delivery)'));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(field('Courier fee inside my city (৳)'), '৬০');
    await user.type(field('Courier fee outside my city (৳)'), '120');
    await user.click(screen.getByRole('checkbox', { name: 'Meet-up in my area' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ meetUp: false, courier: true, courierFeeInside: 60, courierFeeOutside: 120 });
  });

  it('refuses a listing with no way to hand it over', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, resalePrice: '900' } });
    await user.click(screen.getByRole('checkbox', { name: 'Meet-up in my area' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Choose at least one way to hand it over')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
