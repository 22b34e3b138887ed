import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { asUser, signUp, type SignedIn } from '../../../test/auth.ts';
import { openEventStream } from '../../../test/user-events.ts';
import { createNotificationsService, type NotificationsService } from './index.ts';

let t: TestContext;
let service: NotificationsService;
let me: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  service = createNotificationsService(t.database.db);
  me = await signUp(t.app);
});
afterEach(() => t.close());

const page = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: asUser(who.cookie) })).json();
const notice = (userId: string) => ({ userId, kind: 'order_paid' as const, text: 'Nadia paid for W5500 module', link: '/dashboard/orders' });

describe('notify', () => {
  it('adds the notification with its cause and tells the open pages on commit', async () => {
    const stream = await openEventStream(t.app, me.cookie);
    await t.database.db.transaction((tx) => service.notify(tx, notice(me.id)));
    await stream.next('notifications');
    expect(await page(me)).toMatchObject({
      items: [{ kind: 'order_paid', text: 'Nadia paid for W5500 module', link: '/dashboard/orders', readAt: null }],
      total: 1,
      unread: 1,
      nextCursor: null,
    });
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
