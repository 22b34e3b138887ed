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
    // Nothing typed is cut by the browser: the schema refuses too long a value with a message.
    for (const input of screen.getAllByRole('textbox')) expect(input).not.toHaveAttribute('maxlength');

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Product name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Product name')).toHaveAccessibleDescription('name is required');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the listing form: prices', () => {
  it('keeps "25,000" as typed, says how buyers will see it, and sends 25000', async () => {
    const { user, onSave } = await renderForm({ values: FILLED });
    const resale = field('Resale price (৳)');
    await user.type(resale, '25,000');
    expect(resale).toHaveValue('25,000');
    expect(resale).toHaveAccessibleDescription('Buyers see ৳25,000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ resalePrice: 25000, originalPrice: null, yearPurchased: 2021 });
  });

  it('reads "১৫০০" as 1500 and a Bengali year as a year, keeping the Bengali digits in the field', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, yearPurchased: '' } });
    await user.type(field('Resale price (৳)'), '১৫০০');
    expect(field('Resale price (৳)')).toHaveValue('১৫০০');
    expect(field('Resale price (৳)')).toHaveAccessibleDescription('Buyers see ৳1,500');
    await user.type(field('Year purchased'), '২০২১');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ resalePrice: 1500, yearPurchased: 2021 });
  });

  it('keeps "abc" as typed and shows why it is no price, sending nothing', async () => {
    const { user, onSave } = await renderForm({ values: FILLED });
    const resale = field('Resale price (৳)');
    await user.type(resale, 'abc');
    expect(resale).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(resale).toHaveAccessibleDescription('Type the amount in digits, such as 25000, 25,000 or ২৫,০০০'));
    expect(resale).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the limit for a price above ৳99,99,999 rather than cutting it', async () => {
    const { user, onSave } = await renderForm({ values: FILLED });
    const resale = field('Resale price (৳)');
    await user.type(resale, '100000000');
    expect(resale).toHaveValue('100000000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(resale).toHaveAccessibleDescription('A price can be at most 99,99,999'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a usage period of 40 characters whole and refuses a longer one with a message', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, usagePeriod: '', resalePrice: '900' } });
    const usage = field('Usage period');
    await user.type(usage, '2 years and 3 months, used every weekday!');
    expect(usage).toHaveValue('2 years and 3 months, used every weekday!');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(usage).toHaveAccessibleDescription('At most 40 characters'));
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(usage);
    await user.type(usage, '2 years and 3 months');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ usagePeriod: '2 years and 3 months' });
  });

  it('takes a phone number in Bengali digits and keeps it as +880…', async () => {
    const { user, onSave } = await renderForm({ values: { ...FILLED, sellerPhone: '', resalePrice: '900' } });
    await user.type(field('Seller phone'), '০১৭১১-১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ sellerPhone: '+8801711123456' });
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
    expect(resale).toHaveAttribute('placeholder', 'যেমন ২৫,০০০');
    await user.type(resale, '২৫০০০');
    expect(resale).toHaveAccessibleDescription('ক্রেতারা দেখবেন ৳২৫,০০০');
    await user.clear(resale);
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
