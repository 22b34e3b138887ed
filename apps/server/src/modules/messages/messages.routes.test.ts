import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, cookieFrom, signIn, signUp, type SignedIn } from '#test/auth.ts';
import { sellerBuyerAndListing, signUpAdmin } from '#test/market.ts';
import { allowedBeforeRefusal } from '#test/rate-limits.ts';
import { openEventStream } from '#test/user-events.ts';
import { products } from '#server/db/schema/index.ts';
import { MESSAGES_PER_MINUTE } from './messages.routes.ts';

let t: TestContext;
let seller: SignedIn;
let buyer: SignedIn;
let listingId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ seller, buyer, listingId } = await sellerBuyerAndListing(t, { buyerName: 'Nadia Buyer', listing: { name: 'W5500 module' } }));
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', who: SignedIn | null, url: string, payload?: object) =>
  requestAs(t.app, who, method, url, payload);
const start = async (who: SignedIn = buyer, id = listingId) => {
  const res = await call('POST', who, `/api/products/${id}/conversation`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};
const post = (who: SignedIn, id: string, body: unknown) => call('POST', who, `/api/conversations/${id}/messages`, { body });
const unread = async (who: SignedIn) => (await call('GET', who, '/api/conversations/unread')).json().unread as number;
const bodies = async (who: SignedIn, id: string, query = '') =>
  (await call('GET', who, `/api/conversations/${id}/messages${query}`)).json() as {
    items: { body: string; mine: boolean }[];
    nextCursor: string | null;
    total: number;
  };

describe('asking the seller', () => {
  it('opens one conversation per listing and asker; the seller sees it in their inbox once the buyer writes', async () => {
    const id = await start();
    expect(await start()).toBe(id);
    expect((await call('GET', seller, '/api/conversations')).json()).toMatchObject({ items: [], total: 0 });
    expect((await post(buyer, id, 'Does the Ethernet port work?')).statusCode).toBe(201);
    const inbox = (await call('GET', seller, '/api/conversations')).json();
    expect(inbox).toMatchObject({
      total: 1,
      items: [
        {
          id,
          myRole: 'seller',
          listing: { id: listingId, name: 'W5500 module' },
          otherParty: { id: buyer.id, name: 'Nadia Buyer' },
          lastMessage: { body: 'Does the Ethernet port work?', mine: false },
          unread: 1,
          readOnly: null,
        },
      ],
    });
    expect((await call('GET', buyer, '/api/conversations')).json().items[0]).toMatchObject({ myRole: 'buyer', unread: 0 });
  });

  it('refuses the listing’s own seller, an unknown or removed listing, and a guest', async () => {
    expect((await call('POST', seller, `/api/products/${listingId}/conversation`)).statusCode).toBe(403);
    expect((await call('POST', buyer, '/api/products/00000000-0000-4000-8000-000000000000/conversation')).statusCode).toBe(404);
    expect((await call('POST', buyer, '/api/products/not-an-id/conversation')).statusCode).toBe(404);
    await t.database.db.update(products).set({ status: 'removed' }).where(eq(products.id, listingId));
    expect((await call('POST', buyer, `/api/products/${listingId}/conversation`)).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', `/api/products/${listingId}/conversation`],
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread'],
    ] as const) {
      expect((await call(method, null, url)).statusCode, url).toBe(401);
    }
  });

  it('a third user, and an admin without a report, cannot read, post to, mark or report someone else’s conversation', async () => {
    const id = await start();
    await post(buyer, id, 'Is it still available?');
    const stranger = await signUp(t.app, { role: 'buyer' });
    const admin = await signUpAdmin(t);
    for (const who of [stranger, admin]) {
      for (const [method, url, payload] of [
        ['GET', `/api/conversations/${id}`],
        ['GET', `/api/conversations/${id}/messages`],
        ['POST', `/api/conversations/${id}/messages`, { body: 'Hello' }],
        ['POST', `/api/conversations/${id}/read`],
        ['POST', `/api/conversations/${id}/reports`, { reason: 'spam' }],
      ] as const) {
        expect((await call(method, who, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call('GET', who, '/api/conversations')).json().total).toBe(0);
    }
    expect((await call('GET', null, `/api/conversations/${id}/messages`)).statusCode).toBe(401);
    expect((await call('GET', buyer, '/api/conversations/not-an-id')).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('are delivered once and in order, page by page, and come back as the text that was sent', async () => {
    const id = await start();
    const html = '<b>hi</b><script>alert("x")</script> <img src=x onerror=alert(1)> & "quotes"';
    const sent = ['one', 'two', html, 'four', 'five'];
    for (const [i, body] of sent.entries()) expect((await post(i % 2 ? seller : buyer, id, body)).statusCode).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await bodies(buyer, id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(5);
      seen.push(...page.items.map((m) => m.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(sent);
    // After the last one seen, only what came since.
    const all = await bodies(buyer, id);
    expect(all.items.map((m) => m.mine)).toEqual([true, false, true, false, true]);
    const last = (await call('GET', buyer, `/api/conversations/${id}/messages?limit=5`)).json();
    expect(last.nextCursor).toBeNull();
    const cursorAfter = (await bodies(buyer, id, '?limit=4')).nextCursor!;
    await post(seller, id, 'six');
    expect((await bodies(buyer, id, `?cursor=${cursorAfter}`)).items.map((m) => m.body)).toEqual(['five', 'six']);
    expect((await call('GET', buyer, `/api/conversations/${id}/messages?cursor=forged`)).statusCode).toBe(400);
  });

  it('an empty or too long body is refused naming body', async () => {
    const id = await start();
    for (const body of ['', '   ', 'x'.repeat(2001), undefined]) {
      const res = await post(buyer, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('body');
    }
    expect((await post(buyer, id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('unread counts are per user and follow a read on another device', async () => {
    const id = await start();
    await post(buyer, id, 'Hello?');
    await post(buyer, id, 'Still there?');
    expect(await unread(seller)).toBe(2);
    expect(await unread(buyer)).toBe(0);
    const signedIn = await signIn(t.app, seller.email, 'correct-horse-9');
    const secondDevice = { ...seller, cookie: cookieFrom(signedIn) };
    const marked = await call('POST', secondDevice, `/api/conversations/${id}/read`);
    expect(marked.json()).toEqual({ unread: 0 });
    expect(await unread(seller)).toBe(0);
    expect((await call('GET', seller, '/api/conversations')).json().items[0].unread).toBe(0);
    await post(seller, id, 'Yes, it works.');
    expect(await unread(buyer)).toBe(1);
    expect(await unread(seller)).toBe(0);
  });

  it('a new message is pushed to both sides’ open pages and notifies the recipient once per unread run', async () => {
    const id = await start();
    const sellerPage = await openEventStream(t.app, seller.cookie);
    try {
      await post(buyer, id, 'First question');
      await sellerPage.next('messages');
      await sellerPage.next('notifications');
      await post(buyer, id, 'And a second one');
      await sellerPage.next('messages');
      const bell = (await call('GET', seller, '/api/notifications')).json();
      expect(bell.items).toEqual([
        expect.objectContaining({ kind: 'message_received', text: 'Nadia Buyer wrote about W5500 module: “First question”', link: `/dashboard/messages/${id}` }),
      ]);
      // Read on one device: the others hear of it and recount.
      await call('POST', seller, `/api/conversations/${id}/read`);
      await sellerPage.next('messages');
      await post(buyer, id, 'Third, after it was read');
      await sellerPage.next('notifications');
      expect((await call('GET', seller, '/api/notifications')).json().items).toHaveLength(2);
    } finally {
      sellerPage.close();
    }
  });

  it(`posting is rate limited (${MESSAGES_PER_MINUTE} a minute)`, async () => {
    const id = await start();
    const allowed = await allowedBeforeRefusal((i) => post(buyer, id, `message ${i}`), { max: MESSAGES_PER_MINUTE, status: 201 });
    expect(allowed).toBe(MESSAGES_PER_MINUTE);
  });
});

describe('read-only conversations', () => {
  it('after the listing is removed, posting answers 409 and the conversation says why', async () => {
    const id = await start();
    await post(buyer, id, 'Hello');
    await t.database.db.update(products).set({ status: 'removed' }).where(eq(products.id, listingId));
    const res = await post(seller, id, 'Answer');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONVERSATION_READ_ONLY', message: expect.stringMatching(/listing was removed/) });
    expect((await call('GET', buyer, `/api/conversations/${id}`)).json().readOnly).toBe('listing_removed');
    expect((await bodies(buyer, id)).items).toHaveLength(1);
  });

  it('after the other party’s account is closed, posting answers 409', async () => {
    const id = await start();
    await post(buyer, id, 'Hello');
    const admin = await signUpAdmin(t);
    expect((await call('DELETE', admin, `/api/admin/users/${buyer.id}`)).statusCode).toBe(200);
    const res = await post(seller, id, 'Answer');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/closed their account/);
    expect((await call('GET', seller, `/api/conversations/${id}`)).json().readOnly).toBe('account_closed');
  });
});

describe('reporting a conversation', () => {
  it('reaches the admins’ queue with its messages, and an admin closes it (audited)', async () => {
    const id = await start();
    await post(buyer, id, 'Pay me outside the site <a href="x">here</a>');
    const reported = await call('POST', seller, `/api/conversations/${id}/reports`, { reason: 'Asks to pay outside Reboard' });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await call('POST', seller, `/api/conversations/${id}/reports`, { reason: 'again' })).statusCode).toBe(409);
    expect((await call('POST', buyer, `/api/conversations/${id}/reports`, { reason: '' })).json().error.fields).toHaveProperty('reason');

    const admin = await signUpAdmin(t);
    const queue = (await call('GET', admin, '/api/admin/conversation-reports')).json();
    expect(queue).toMatchObject({
      total: 1,
      items: [
        {
          conversationId: id,
          reason: 'Asks to pay outside Reboard',
          status: 'open',
          reporter: { id: seller.id },
          buyer: { id: buyer.id, name: 'Nadia Buyer' },
          listing: { name: 'W5500 module' },
          messages: [{ body: 'Pay me outside the site <a href="x">here</a>', senderName: 'Nadia Buyer' }],
        },
      ],
    });
    const reportId = queue.items[0].id;
    expect((await call('POST', admin, `/api/admin/conversation-reports/${reportId}/close`)).statusCode).toBe(200);
    expect((await call('POST', admin, `/api/admin/conversation-reports/${reportId}/close`)).statusCode).toBe(409);
    expect((await call('GET', admin, '/api/admin/conversation-reports')).json().total).toBe(0);
    expect((await call('GET', admin, '/api/admin/conversation-reports?view=closed')).json().items[0]).toMatchObject({ id: reportId, status: 'closed' });
    const log = (await call('GET', admin, '/api/admin/audit')).json();
    expect(log.items[0]).toMatchObject({ action: 'close_conversation_report' });
  });

  it('the queue is for admins only', async () => {
    expect((await call('GET', null, '/api/admin/conversation-reports')).statusCode).toBe(401);
    for (const who of [buyer, seller]) {
      expect((await call('GET', who, '/api/admin/conversation-reports')).statusCode).toBe(403);
      expect((await call('POST', who, '/api/admin/conversation-reports/00000000-0000-4000-8000-000000000000/close')).statusCode).toBe(403);
    }
    const admin = await signUpAdmin(t);
    expect((await call('POST', admin, '/api/admin/conversation-reports/nope/close')).statusCode).toBe(404);
    expect((await call('GET', admin, '/api/admin/conversation-reports?view=nope')).statusCode).toBe(400);
  });
});
