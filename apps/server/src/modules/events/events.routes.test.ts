import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { asUser, signUp } from '#test/auth.ts';
import { openEventStream, type OpenStream } from '#test/user-events.ts';
import { publish } from './index.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/events', () => {
  it('a guest gets 401, and a request that does not ask for a stream gets 406 instead of hanging', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/events', headers: { accept: 'text/event-stream' } });
    expect(guest.statusCode).toBe(401);
    const me = await signUp(t.app);
    const plain = await t.app.inject({ method: 'GET', url: '/api/events', headers: asUser(me.cookie) });
    expect(plain.statusCode).toBe(406);
  });

  it("an event published in a committed transaction reaches the user's open streams, and nobody else's", async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const [tab1, tab2, theirs] = await Promise.all([
      openEventStream(t.app, me.cookie),
      openEventStream(t.app, me.cookie),
      openEventStream(t.app, other.cookie),
    ]);
    await t.database.db.transaction((tx) => publish(tx, me.id, 'messages'));
    await Promise.all([tab1.next('messages'), tab2.next('messages')]);
    await t.database.db.transaction((tx) => publish(tx, me.id, 'notifications'));
    await tab1.next('notifications');
    expect(theirs.events).toEqual([]);
    // Open streams end with the app: closing it does not wait for them (afterEach would time out).
  });

  it('an event published in a transaction that rolls back never arrives', async () => {
    const me = await signUp(t.app);
    const stream = await openEventStream(t.app, me.cookie);
    await t.database.db
      .transaction(async (tx) => {
        await publish(tx, me.id, 'messages');
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    // A later committed event arrives; the rolled-back one did not come before it.
    await t.database.db.transaction((tx) => publish(tx, me.id, 'notifications'));
    await stream.next('notifications');
    expect(stream.events).toEqual(['notifications']);
    stream.close();
  });

  it('refuses a sixth stream of one person with 429 and Retry-After, until one of the five closes; others are not held up', async () => {
    const [me, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const tabs = [];
    for (let i = 0; i < 5; i++) tabs.push(await openEventStream(t.app, me.cookie));
    const sixth = () => t.app.inject({ method: 'GET', url: '/api/events', headers: { ...asUser(me.cookie), accept: 'text/event-stream' } });
    const refused = await sixth();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_STREAMS', message: expect.stringContaining('5 of your pages') });
    // The five open ones still get their events, and another person opens theirs.
    const theirs = await openEventStream(t.app, other.cookie);
    await t.database.db.transaction((tx) => publish(tx, me.id, 'messages'));
    await Promise.all(tabs.map((tab) => tab.next('messages')));
    // A tab closed gives its place to a new one.
    tabs[0]!.close();
    let again: OpenStream | undefined;
    // Spaced out: every attempt counts against the route's own rate limit.
    for (let i = 0; i < 20 && !again; i++) {
      again = await openEventStream(t.app, me.cookie).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        return undefined;
      });
    }
    await t.database.db.transaction((tx) => publish(tx, me.id, 'notifications'));
    await again!.next('notifications');
    expect(theirs.events).toEqual([]);
  });

  it('takes its cap from EVENT_STREAMS_PER_USER', async () => {
    await t.close();
    t = await createTestApp({ EVENT_STREAMS_PER_USER: '1' });
    const me = await signUp(t.app);
    await openEventStream(t.app, me.cookie);
    await expect(openEventStream(t.app, me.cookie)).rejects.toThrow('answered 429');
  });
});
