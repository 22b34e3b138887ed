import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp, type SignedIn } from '#test/auth.ts';
import { openEventStream } from '#test/user-events.ts';
import { createNotificationsService, type NotificationsService } from './index.ts';

let t: TestContext;
let service: NotificationsService;
let me: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  service = createNotificationsService(t.database.db, { mail: { notification: async () => {} } });
  me = await signUp(t.app);
});
afterEach(() => t.close());

const page = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: asUser(who.cookie) })).json();
const notice = (userId: string) => ({
  userId,
  kind: 'order_paid' as const,
  text: { key: 'notifications.text.orderPaid', params: { buyer: 'Nadia', product: 'W5500 module' } },
  link: '/dashboard/orders',
});

describe('notify', () => {
  it('adds the notification with its cause and tells the open pages on commit', async () => {
    const stream = await openEventStream(t.app, me.cookie);
    await t.database.db.transaction((tx) => service.notify(tx, notice(me.id)));
    await stream.next('notifications');
    expect(await page(me)).toMatchObject({
      items: [{ kind: 'order_paid', text: 'Nadia paid for W5500 module: time to send it', link: '/dashboard/orders', readAt: null }],
      total: 1,
      unread: 1,
      nextCursor: null,
    });
  });

  it('is read in the reader’s language, the names in it as written', async () => {
    await t.database.db.transaction((tx) => service.notify(tx, notice(me.id)));
    const inBengali = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { ...asUser(me.cookie), 'accept-language': 'bn' } });
    expect(inBengali.json().items[0].text).toBe('Nadia W5500 module-এর দাম পরিশোধ করেছেন: এবার পাঠানোর পালা');
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: `${asUser(me.cookie).cookie}; reboard_lang=bn` } });
    expect(byCookie.json().items[0].text).toBe(inBengali.json().items[0].text);
    expect((await page(me)).items[0].text).toBe('Nadia paid for W5500 module: time to send it');
  });

  it('adds nothing when its cause rolls back', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await service.notify(tx, notice(me.id));
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    expect(await page(me)).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it('a guest gets 401 on the notification routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e99/read'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
