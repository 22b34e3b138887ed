import { describe, expect, it } from 'vitest';
import { letterFor } from './mail-texts.ts';

const order = { to: 'someone', productName: 'W5500 module', price: 85000, currency: 'BDT', buyerName: 'Nadia Buyer' };

describe('the words of the order mails after payment', () => {
  it('tells the buyer how it was sent, with or without a tracking number', () => {
    const tracked = letterFor({ ...order, message: 'order-shipped', carrier: 'Sundarban Courier', trackingNumber: 'SC-4471' });
    expect(tracked.subject).toBe('On its way: W5500 module');
    expect(tracked.paragraphs).toContain('Tracking number: SC-4471.');
    expect(tracked.paragraphs[0]).toBe('The seller sent W5500 module with Sundarban Courier.');
    expect(letterFor({ ...order, message: 'order-shipped', carrier: 'Pathao' }).paragraphs).toContain('The seller gave no tracking number.');
  });

  it('tells the seller that the buyer received it, or cancelled before paying', () => {
    expect(letterFor({ ...order, message: 'order-received' }).paragraphs[0]).toBe('Nadia Buyer confirmed that W5500 module arrived. The sale is complete.');
    expect(letterFor({ ...order, message: 'booking-cancelled' }).subject).toBe('Booking cancelled: W5500 module');
  });

  it('tells a buyer whose booking was overtaken that the item is gone and they paid nothing', () => {
    const letter = letterFor({ ...order, message: 'item-gone' });
    expect(letter.subject).toBe('No longer available: W5500 module');
    expect(letter.paragraphs).toContain('You were not charged. Similar listings may still be for sale.');
  });
});

describe('the words of delivery and cash', () => {
  it('a cash booking by courier names the delivery, its fee and the total, and asks for nothing now', () => {
    const letter = letterFor({ ...order, message: 'order-booked', delivery: 'courier_outside', deliveryFee: 12000, paymentMethod: 'cash' });
    expect(letter.paragraphs).toContain("Delivery: Courier outside the seller's city, ৳120. Total: ৳970.");
    expect(letter.paragraphs).toContain('Nothing to pay now: the seller confirms your order, and you pay in cash when you get the item.');
  });

  it('the seller’s confirmation tells the buyer it is theirs and what to pay in cash; a cancelled cash order promises no card refund', () => {
    const confirmed = letterFor({ ...order, price: 97000, message: 'order-confirmed', delivery: 'courier_outside', deliveryFee: 12000, paymentMethod: 'cash' });
    expect(confirmed.subject).toBe('Order confirmed: W5500 module');
    expect(confirmed.paragraphs).toContain("Delivery: Courier outside the seller's city, ৳120. Total: ৳970.");
    const cancelled = letterFor({ ...order, message: 'sale-cancelled', reason: 'Broken', paymentMethod: 'cash' });
    expect(cancelled.paragraphs).toHaveLength(1);
    expect(letterFor({ ...order, message: 'sale-cancelled', reason: 'Broken', paymentMethod: 'card' }).paragraphs).toHaveLength(2);
  });
});

describe('the words of a problem report and its outcome', () => {
  it('tells the seller what the buyer reported, and both sides how Reboard decided', () => {
    expect(letterFor({ ...order, message: 'problem-reported', problemKind: 'not_received' }).paragraphs[0]).toBe(
      'Nadia Buyer reported a problem with W5500 module: not received.',
    );
    const refunded = letterFor({ ...order, message: 'problem-refunded-buyer', reason: 'No proof of sending' });
    expect(refunded.subject).toBe('Refunded: W5500 module');
    expect(refunded.paragraphs[0]).toContain('“No proof of sending”');
    expect(letterFor({ ...order, message: 'problem-refunded-seller', reason: 'x' }).paragraphs[1]).toMatch(/listing stays sold/);
    expect(letterFor({ ...order, message: 'problem-closed-seller', reason: 'Delivered' }).link.path).toBe('/dashboard/mybuyers');
  });
});
