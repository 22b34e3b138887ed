import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { asUser, signUp } from '../../../test/auth.ts';
import { openEventStream } from '../../../test/user-events.ts';
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
});
