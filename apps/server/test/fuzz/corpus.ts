import { CATEGORY_IDS } from '@reboard/contracts';
import type { TestContext } from '../app.ts';
import { requestAs, signUp, type SignedIn } from '../auth.ts';
import { insertListing, listingInput } from '../factories.ts';
import { book, paidOrder, receivedOrder, signUpAdmin, testCard } from '../market.ts';

/*
 * The fuzz's seed corpus: a small market with one of everything a path can name, and a request
 * body each write route accepts. Mutating a body that is right but for one field is what gets
 * a hostile value past the first check and down to the service and the database.
 */

export type People = { buyer: SignedIn; seller: SignedIn; admin: SignedIn };
/** Real ids by what they name. */
export type IdPool = Record<'products' | 'orders' | 'reviews' | 'conversations' | 'searches' | 'users' | 'categories' | 'reports' | 'problems' | 'chatReports' | 'notifications', string[]>;

const firstId = async (t: TestContext, who: SignedIn, url: string): Promise<string[]> => {
  const items = (await requestAs(t.app, who, 'GET', url)).json().items as { id: string }[] | undefined;
  return (items ?? []).slice(0, 1).map((i) => i.id);
};

/** People of each role and a market between them: listings, orders at each step, a review, a conversation, reports. */
export async function buildMarket(t: TestContext): Promise<{ people: People; ids: IdPool }> {
  const admin = await signUpAdmin(t);
  const seller = await signUp(t.app, { role: 'seller' });
  const buyer = await signUp(t.app, { role: 'buyer' });
  const listings = (await Promise.all([0, 1, 2, 3, 4, 5].map(() => insertListing(t.database.db, seller.id)))).map((l) => l.id);
  const received = await receivedOrder(t.app, buyer, seller, listings[0]!);
  const review = await requestAs(t.app, buyer, 'POST', `/api/orders/${received}/review`, { rating: 4, text: 'Fine.' });
  const booked = await book(t.app, buyer, listings[1]!);
  const paid = await paidOrder(t.app, buyer, listings[4]!);
  await requestAs(t.app, buyer, 'POST', `/api/orders/${paid}/problem`, { kind: 'not_received', description: 'Nothing came' });
  const conversation = (await requestAs(t.app, buyer, 'POST', `/api/products/${listings[2]}/conversation`)).json().id as string;
  await requestAs(t.app, buyer, 'POST', `/api/conversations/${conversation}/messages`, { body: 'Still for sale?' });
  await requestAs(t.app, seller, 'POST', `/api/conversations/${conversation}/reports`, { reason: 'Rude' });
  const saved = await requestAs(t.app, buyer, 'POST', '/api/saved-searches', { filters: { q: 'esp32' } });
  await requestAs(t.app, buyer, 'POST', `/api/products/${listings[3]}/reports`, { reason: 'Looks fake' });
  const ids: IdPool = {
    products: listings,
    orders: [received, booked.id, paid],
    reviews: [review.json().id],
    conversations: [conversation],
    searches: [saved.json().id],
    users: [seller.id, buyer.id],
    categories: [CATEGORY_IDS.memoryStorage],
    reports: await firstId(t, admin, '/api/admin/reports'),
    problems: await firstId(t, admin, '/api/admin/problems'),
    chatReports: await firstId(t, admin, '/api/admin/conversation-reports'),
    notifications: await firstId(t, seller, '/api/notifications'),
  };
  return { people: { buyer, seller, admin }, ids };
}

/** Which kind of id each path names, by its start (the first match wins). */
const ID_KINDS: ReadonlyArray<[string, keyof IdPool]> = [
  ['/api/categories/', 'categories'],
  ['/api/products/', 'products'],
  ['/api/seller/products/', 'products'],
  ['/api/watchlist/', 'products'],
  ['/api/admin/listings/', 'products'],
  ['/api/orders/', 'orders'],
  ['/api/seller/orders/', 'orders'],
  ['/api/reviews/', 'reviews'],
  ['/api/admin/reviews/', 'reviews'],
  ['/api/conversations/', 'conversations'],
  ['/api/saved-searches/', 'searches'],
  ['/api/sellers/', 'users'],
  ['/api/admin/users/', 'users'],
  ['/api/admin/sellers/', 'users'],
  ['/api/admin/reports/', 'reports'],
  ['/api/admin/problems/', 'problems'],
  ['/api/admin/conversation-reports/', 'chatReports'],
  ['/api/notifications/', 'notifications'],
];

/** The real ids an operation's path may name (empty: it names none). */
export function idsFor(path: string, pool: IdPool): string[] {
  if (!path.includes('{id}')) return [];
  const kind = ID_KINDS.find(([start]) => path.startsWith(start))?.[1];
  return kind ? pool[kind] : Object.values(pool).flat();
}

/** A body each write route accepts, by `METHOD route` (the access rules' spelling). */
export function exampleBody(key: string, pool: IdPool): unknown {
  const examples: Record<string, unknown> = {
    'POST /api/auth-lookup': { email: 'someone@example.test' },
    'POST /api/verification-email': { email: 'someone@example.test' },
    'PUT /api/notification-settings': { mail: { order_booked: true, review_posted: false } },
    'POST /api/products': { ...listingInput, specs: { chip: 'ESP32' }, manufacturer: 'Espressif', partNumber: 'ESP32-WROOM' },
    'PATCH /api/products/:id': { ...listingInput, description: 'Edited.\nStill works.' },
    'PUT /api/products/:id/photos': { photos: ['/demo/product-esp32.webp'] },
    'POST /api/saved-searches': { name: 'ESP boards', filters: { q: 'esp32', location: 'Dhaka', 'spec.capacity.min': '4GB' }, alert: 'daily' },
    'PATCH /api/saved-searches/:id': { name: 'Renamed', alert: 'immediate' },
    'POST /api/products/:id/reports': { reason: 'Looks fake' },
    'POST /api/orders': { productId: pool.products[5], phone: '+8801811000000', location: 'Mirpur, Dhaka' },
    'POST /api/seller/orders/:id/shipped': { carrier: 'Pathao', trackingNumber: 'PX-100' },
    'POST /api/orders/:id/problem': { kind: 'not_as_described', description: 'Wrong chip' },
    'POST /api/seller/orders/:id/cancel': { reason: 'It broke' },
    'POST /api/orders/:id/payments': { clientSecret: 'secret', card: { ...testCard(), name: 'Nadia' } },
    'POST /api/orders/:id/review': { rating: 5, text: 'Good seller' },
    'PATCH /api/reviews/:id': { rating: 3, text: 'Edited' },
    'POST /api/reviews/:id/answer': { answer: 'Thank you' },
    'POST /api/conversations/:id/messages': { body: 'Hello\nthere' },
    'POST /api/conversations/:id/reports': { reason: 'Spam' },
    'POST /api/admin/reports/:id/resolve': { action: 'dismiss' },
    'DELETE /api/admin/reviews/:id': { reason: 'Abusive' },
    'POST /api/admin/problems/:id/refund': { reason: 'Never shipped' },
    'POST /api/admin/problems/:id/close': { note: 'Delivered after all' },
    'POST /api/newsletter': { firstName: 'Nadia', lastName: 'Rahman', email: 'nadia@example.test' },
  };
  return structuredClone(examples[key]);
}
