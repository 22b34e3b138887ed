import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, FakeApi, type FakeAnswer } from '@/test/fake-api.ts';
import { anOrder, aUser } from '@/test/fixtures.ts';
import { expectToast, renderApp, toastTexts } from '@/test/render.tsx';
import { BookingModal } from './booking-modal.tsx';

const PRODUCT = { id: 'product-1', name: 'ESP32 dev board', resalePrice: 215000, delivery: { meetUp: true, courierFeeInside: null, courierFeeOutside: null }, lot: false, available: 1 };
const BUYER = aUser({ name: 'Nadia Rahman', email: 'nadia@example.com' });

async function renderBooking(answer: FakeAnswer | (() => Promise<FakeAnswer>) = { status: 201, body: anOrder() }, locale: 'en' | 'bn' = 'en') {
  const api = new FakeApi().on('POST', '/api/orders', answer);
  const onClose = vi.fn();
  const view = await renderApp(<BookingModal product={PRODUCT} user={BUYER} onClose={onClose} />, { api, locale, signedIn: BUYER });
  const dialog = screen.getByRole('dialog', { name: locale === 'en' ? 'Book ESP32 dev board' : 'ESP32 dev board বুক করুন' });
  return { ...view, onClose, dialog };
}

async function fillAndBook(user: Awaited<ReturnType<typeof renderBooking>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Phone'), '+880 1711 223344');
  await user.type(within(dialog).getByLabelText('Meeting location'), 'Dhanmondi 27, Dhaka');
  await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
}

describe('the booking modal', () => {
  it('shows the buyer’s name and email and the price, none of them editable, and starts at the phone', async () => {
    const { dialog } = await renderBooking();
    expect(dialog).toHaveAccessibleDescription('The seller will contact you to arrange the meeting. You can pay from My Cart.');
    for (const [label, value] of [
      ['Name', 'Nadia Rahman'],
      ['Email', 'nadia@example.com'],
      ['Price', '৳2,150'],
    ]) {
      const field = within(dialog).getByLabelText(label!, { exact: true });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByLabelText('Phone')).toHaveFocus();
  });

  it('asks for the phone and the meeting location in the spec’s words, and sends nothing', async () => {
    const { user, dialog, api } = await renderBooking();
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await within(dialog).findByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required');
    expect(within(dialog).getByLabelText('Meeting location')).toHaveAccessibleDescription('Meeting location is required');
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/api/orders')).toHaveLength(0);
  });

  it('refuses a phone number that is not one', async () => {
    const { user, dialog, api } = await renderBooking();
    await user.type(within(dialog).getByLabelText('Phone'), 'call me');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Mirpur 10');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Enter a Bangladeshi mobile number, such as 01711-123456 or +880 1711-123456'));
    expect(within(dialog).getByLabelText('Meeting location')).not.toHaveAccessibleDescription();
    expect(api.sent('POST', '/api/orders')).toHaveLength(0);
  });

  it('books: sends the listing, phone and place, says so and closes', async () => {
    const { user, dialog, api, onClose } = await renderBooking();
    await fillAndBook(user, dialog);
    await expectToast('Orders confirmed');
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.sent('POST', '/api/orders').map((r) => r.body)).toEqual([
      { productId: 'product-1', phone: '+8801711223344', location: 'Dhanmondi 27, Dhaka', delivery: 'meetup', paymentMethod: 'card', quantity: 1 },
    ]);
    // A single item has nothing to count.
    expect(within(dialog).queryByLabelText(/How many/)).toBeNull();
  });

  it('of a lot asks how many (Bengali digits read), totals them, and sends the number', async () => {
    const api = new FakeApi().on('POST', '/api/orders', { status: 201, body: anOrder({ quantity: 3 }) });
    const lot = { ...PRODUCT, resalePrice: 5000, lot: true, available: 10 };
    const { user } = await renderApp(<BookingModal product={lot} user={BUYER} onClose={vi.fn()} />, { api, signedIn: BUYER });
    const dialog = screen.getByRole('dialog', { name: 'Book ESP32 dev board' });
    expect(within(dialog).getByLabelText('Price of one')).toHaveValue('৳50');
    const units = within(dialog).getByLabelText('How many (10 available)');
    await user.clear(units);
    await user.type(units, '৩');
    expect(within(dialog).getByText('Total (price and delivery)').nextElementSibling).toHaveTextContent('৳150');
    await fillAndBook(user, dialog);
    await waitFor(() => expect(api.sent('POST', '/api/orders').map((r) => (r.body as { quantity: unknown }).quantity)).toEqual([3]));
  });

  it('offers the listing’s ways with their fees, asks for an address for a courier, and shows the total before booking', async () => {
    const api = new FakeApi().on('POST', '/api/orders', { status: 201, body: anOrder() });
    const courier = { ...PRODUCT, delivery: { meetUp: true, courierFeeInside: 6000, courierFeeOutside: 12000 } };
    const { user } = await renderApp(<BookingModal product={courier} user={BUYER} onClose={vi.fn()} />, { api, signedIn: BUYER });
    const dialog = screen.getByRole('dialog', { name: 'Book ESP32 dev board' });
    const total = within(dialog).getByText('Total (price and delivery)').nextElementSibling;
    expect(total).toHaveTextContent('৳2,150');
    await user.click(within(dialog).getByRole('radio', { name: /Courier outside the seller's city/ }));
    expect(total).toHaveTextContent('৳2,270');
    await user.click(within(dialog).getByRole('radio', { name: /Cash on delivery/ }));
    await user.type(within(dialog).getByLabelText('Phone'), '+880 1711 223344');
    await user.type(within(dialog).getByLabelText('Delivery address'), 'House 4, Road 7, Sylhet');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(api.sent('POST', '/api/orders')).toHaveLength(1));
    expect(api.sent('POST', '/api/orders')[0]!.body).toEqual({
      productId: 'product-1',
      phone: '+8801711223344', // the form sends the number as the contract stores it
      location: 'House 4, Road 7, Sylhet',
      delivery: 'courier_outside',
      paymentMethod: 'cash',
      quantity: 1,
    });
  });

  it('a refusal nothing in the form can fix (already booked) is a toast, and the dialog closes', async () => {
    const { user, dialog, onClose } = await renderBooking(apiError(409, 'CONFLICT', 'You have already booked this product'));
    await fillAndBook(user, dialog);
    await expectToast('You have already booked this product');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the server’s word on a field shows under it and the dialog stays open to fix it', async () => {
    const refusal = apiError(400, 'VALIDATION', 'Invalid input: phone', { phone: 'Enter a Bangladeshi mobile number, such as 01711-123456 or +880 1711-123456' });
    const { user, dialog, onClose } = await renderBooking(refusal);
    await fillAndBook(user, dialog);
    await waitFor(() => expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Enter a Bangladeshi mobile number, such as 01711-123456 or +880 1711-123456'));
    expect(toastTexts()).toContain('Invalid input: phone');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel and Escape close it; while booking, neither does', async () => {
    const answer = deferred<FakeAnswer>();
    const { user, dialog, onClose } = await renderBooking(() => answer.promise);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    await fillAndBook(user, dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Book now' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    answer.resolve({ status: 201, body: anOrder() });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(3));
  });

  it('in Bengali: the price in Bengali digits and the messages in Bengali', async () => {
    const { user, dialog } = await renderBooking(undefined, 'bn');
    expect(within(dialog).getByLabelText('দাম')).toHaveValue('৳২,১৫০');
    await user.click(within(dialog).getByRole('button', { name: 'এখনই বুক করুন' }));
    expect(await within(dialog).findByLabelText('ফোন')).toHaveAccessibleDescription('ফোন নম্বর দিতে হবে');
    expect(within(dialog).getByLabelText('সাক্ষাতের স্থান')).toHaveAccessibleDescription('দেখা করার জায়গা দিতে হবে');
  });
});
