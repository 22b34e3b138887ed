import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, cookieFrom, signIn, signUp, type SignedIn } from '#test/auth.ts';
import { createNotificationsService } from './index.ts';

let t: TestContext;
let me: SignedIn;
let other: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  [me, other] = await Promise.all([signUp(t.app, { password: 'correct-horse-9' }), signUp(t.app)]);
});
afterEach(() => t.close());

const as = (who: SignedIn | string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: asUser(typeof who === 'string' ? who : who.cookie) });
const list = async (who: SignedIn | string, query = '') => {
  const res = await as(who, 'GET', `/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Tells `userId` of `n` things, oldest first, each in its own transaction. */
async function notices(userId: string, n: number): Promise<void> {
  const service = createNotificationsService(t.database.db, { mail: { notification: async () => {} } });
  for (let i = 1; i <= n; i++) {
    await t.database.db.transaction((tx) => service.notify(tx, { userId, kind: 'order_booked', text: { key: `Notice ${i}` }, link: '/dashboard' }));
  }
}

describe('the notification centre', () => {
  it('pages newest first with keyset cursors and counts; a forged cursor is refused with 400', async () => {
    await notices(me.id, 3);
    const first = await list(me, '?limit=2');
    expect(first.items.map((n: { text: string }) => n.text)).toEqual(['Notice 3', 'Notice 2']);
    expect(first).toMatchObject({ total: 3, unread: 3 });
    const second = await list(me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n: { text: string }) => n.text)).toEqual(['Notice 1']);
    expect(second.nextCursor).toBeNull();
    const forged = await as(me, 'GET', '/api/notifications?cursor=WyJub3QtYS1kYXRlIiwxXQ');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toHaveProperty('cursor');
    expect((await as(me, 'GET', '/api/notifications?limit=500')).statusCode).toBe(400);
  });

  it('marks one read; someone else’s (or a made-up id) answers 404 and stays unread', async () => {
    await notices(me.id, 2);
    await notices(other.id, 1);
    const [newest] = (await list(me)).items;
    const read = await as(me, 'POST', `/api/notifications/${newest.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    expect((await list(me)).items[0].readAt).toEqual(expect.any(String));

    const theirs = (await list(other)).items[0];
    expect((await as(me, 'POST', `/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    expect((await as(me, 'POST', '/api/notifications/not-a-uuid/read')).statusCode).toBe(404);
    expect((await list(other)).unread).toBe(1);
  });

  it('read-all touches only your own notifications', async () => {
    await notices(me.id, 2);
    await notices(other.id, 2);
    expect((await as(me, 'POST', '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await as(me, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await as(other, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread: 2 });
  });

  it('unread counts are right on a second session after reading on the first', async () => {
    await notices(me.id, 3);
    const signedIn = await signIn(t.app, me.email, 'correct-horse-9');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const second = cookieFrom(signedIn);
    const [newest] = (await list(me)).items;
    await as(me, 'POST', `/api/notifications/${newest.id}/read`);
    expect((await as(second, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread: 2 });
    await as(second, 'POST', '/api/notifications/read-all');
    expect((await list(me)).unread).toBe(0);
  });
});
