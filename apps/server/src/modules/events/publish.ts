import type { UserEventTopic } from '@reboard/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';

/** The one channel every instance listens on for its users' open pages. */
export const USER_EVENTS_CHANNEL = 'reboard_user_events';

/** What travels on the channel: whose page, and which of its lists changed. */
export interface UserEvent {
  userId: string;
  topic: UserEventTopic;
}

/**
 * Tells the user's open pages (on any instance) that `topic` changed. NOTIFY inside a
 * transaction is delivered on commit only, so a page never hears of a change that rolled back.
 */
export async function publish(tx: Executor, userId: string, topic: UserEventTopic): Promise<void> {
  const event: UserEvent = { userId, topic };
  await tx.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** The event a payload names, or undefined for anything else on the channel. */
export function readUserEvent(payload: string): UserEvent | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<UserEvent>;
    if (typeof parsed.userId !== 'string' || (parsed.topic !== 'notifications' && parsed.topic !== 'messages')) return undefined;
    return { userId: parsed.userId, topic: parsed.topic };
  } catch {
    return undefined;
  }
}
