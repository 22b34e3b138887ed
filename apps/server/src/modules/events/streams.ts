import type { ServerResponse } from 'node:http';
import { USER_EVENT_TOPICS, type UserEventTopic } from '@reboard/contracts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/**
 * This instance's open event streams, by user. A user may have several (tabs, devices), up to
 * `perUser` here; each gets every event of theirs. Streams end when their client goes, or all
 * at once on shutdown.
 */
/** The open event streams of this instance, by user. */
export interface UserStreams {
  perUser: number;
  /** Whether the user already has as many streams open here as they may. */
  isFull(userId: string): boolean;
  /** Adds a stream whose headers are written; returns its removal (call it when the client goes). */
  add(userId: string, res: ServerResponse): () => void;
  send(userId: string, topic: UserEventTopic): void;
  /** Events may have been missed (the listener reconnected): every page refreshes everything. */
  sendEverything(): void;
  /** Ends every stream, so that closing the server does not wait for them. */
  endAll(): void;
  count(): number;
}

export function createUserStreams(perUser: number, heartbeatMs = HEARTBEAT_MS): UserStreams {
  const byUser = new Map<string, Set<ServerResponse>>();
  let heartbeat: NodeJS.Timeout | undefined;

  const all = () => [...byUser.values()].flatMap((set) => [...set]);
  const write = (res: ServerResponse, text: string) => {
    if (!res.writableEnded) res.write(text);
  };
  // EventSource drops an event without data, so each carries an empty object.
  const eventText = (topic: UserEventTopic) => `event: ${topic}\ndata: {}\n\n`;

  function remove(userId: string, res: ServerResponse): void {
    const set = byUser.get(userId);
    set?.delete(res);
    if (set?.size === 0) byUser.delete(userId);
    if (byUser.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  return {
    perUser,
    /** Whether the user already has as many streams open here as they may. */
    isFull: (userId: string): boolean => (byUser.get(userId)?.size ?? 0) >= perUser,
    /** Adds a stream whose headers are written; returns its removal (call it when the client goes). */
    add(userId: string, res: ServerResponse): () => void {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(res);
      heartbeat ??= setInterval(() => all().forEach((r) => write(r, ': ping\n\n')), heartbeatMs).unref();
      return () => remove(userId, res);
    },
    send(userId: string, topic: UserEventTopic): void {
      for (const res of byUser.get(userId) ?? []) write(res, eventText(topic));
    },
    /** Events may have been missed (the listener reconnected): every page refreshes everything. */
    sendEverything(): void {
      for (const res of all()) for (const topic of USER_EVENT_TOPICS) write(res, eventText(topic));
    },
    /** Ends every stream, so that closing the server does not wait for them. */
    endAll(): void {
      for (const res of all()) res.end();
      byUser.clear();
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
    count: () => all().length,
  };
}
