import { describe, expect, it } from 'vitest';
import { letterFor } from './mail-texts.ts';

const order = { to: 'someone', productName: 'W5500 module', price: 85000, currency: 'BDT', buyerName: 'Nadia Buyer' };

describe('the words of a mail in the recipient’s language', () => {
  it('a Bengali reader gets Bengali words, the price in Bengali digits, and the listing’s name as written', () => {
    const letter = letterFor({ ...order, message: 'order-booked' }, 'bn');
    expect(letter.subject).toBe('আপনার অর্ডার বুক হয়েছে: W5500 module');
    expect(letter.paragraphs[0]).toBe('আপনি ৳৮৫০ দামে W5500 module বুক করেছেন।');
    expect(letter.link.label).toBe('আমার অর্ডার থেকে পেমেন্ট করুন');
  });

  it('an English reader (or one who never chose) gets the spec’s words', () => {
    expect(letterFor({ ...order, message: 'order-booked' }, 'en').paragraphs[0]).toBe('You booked W5500 module for ৳850.');
    expect(letterFor({ ...order, message: 'order-booked' }).subject).toBe('Your order is booked: W5500 module');
  });

  it('a notification’s mail is in the recipient’s language; one queued before languages keeps its words', () => {
    const job = { message: 'notification' as const, to: 'u1', kind: 'order_shipped' as const, text: 'W5500 module is on its way (Sundarban Courier)', link: '/dashboard/orders/1' };
    const keyed = { ...job, key: 'notifications.text.orderShipped', params: { product: 'W5500 module', carrier: 'Sundarban Courier' } };
    expect(letterFor(keyed, 'en').subject).toBe(job.text);
    expect(letterFor(keyed, 'bn').subject).toBe('W5500 module পাঠানো হয়েছে (Sundarban Courier)');
    expect(letterFor(job, 'bn').subject).toBe(job.text);
  });

  it('a daily digest counts its listings in the reader’s language', () => {
    const match = { searchName: 'esp32', productId: 'p1', productName: 'ESP32 DevKit', price: 120000 };
    const digest = { message: 'saved-search-digest' as const, to: 'someone', currency: 'BDT', matches: [match, match], more: 1 };
    expect(letterFor(digest).subject).toBe('3 new listings for your saved searches');
    expect(letterFor(digest, 'bn').subject).toBe('আপনার সেভ করা সার্চের জন্য ৩টি নতুন লিস্টিং');
    expect(letterFor({ ...digest, matches: [match], more: 0 }).subject).toBe('One new listing for your saved searches');
  });
});
