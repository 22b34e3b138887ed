import type { UserEventTopic } from '@reboard/contracts';
import { USER_EVENT_TOPICS } from '@reboard/contracts/plain';
import { useEffect, useRef } from 'react';

/*
 * Pushes from the server that a list of the signed-in user changed (GET /api/events). One
 * EventSource per page, shared by every hook; while it is down (not connected yet, reconnecting,
 * or refused) each listener is called every POLL_MS instead, so the page still catches up.
 */

/** How often listeners refresh while the stream is down. */
export const POLL_MS = 15_000;
/** After the server refused the stream (signed out, rate limited), how long before trying again. */
const RETRY_MS = 60_000;
const EVENTS_URL = '/api/events';

const listeners = new Map<UserEventTopic, Set<() => void>>();
let source: EventSource | null = null;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let wasOpen = false;

const listenerCount = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
const emit = (topic: UserEventTopic) => listeners.get(topic)?.forEach((listener) => listener());
const emitAll = () => USER_EVENT_TOPICS.forEach(emit);

function startPolling(): void {
  pollTimer ??= setInterval(emitAll, POLL_MS);
}

function stopPolling(): void {
  clearInterval(pollTimer);
  pollTimer = undefined;
}

function connect(): void {
  if (typeof EventSource === 'undefined') return startPolling();
  const next = new EventSource(EVENTS_URL, { withCredentials: true });
  source = next;
  for (const topic of USER_EVENT_TOPICS) next.addEventListener(topic, () => emit(topic));
  next.onopen = () => {
    stopPolling();
    // Back after a break: whatever happened meanwhile was not pushed, so everyone refreshes.
    if (wasOpen) emitAll();
    wasOpen = true;
  };
  next.onerror = () => {
    startPolling();
    // CONNECTING: the browser retries by itself. CLOSED: the server refused; try later.
    if (next.readyState === EventSource.CLOSED && source === next) {
      source = null;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (listenerCount() > 0 && !source) connect();
      }, RETRY_MS);
    }
  };
}

function disconnect(): void {
  source?.close();
  source = null;
  wasOpen = false;
  stopPolling();
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

/** Adds a listener; returns its removal. The stream opens with the first and closes with the last. */
export function subscribeUserEvents(topic: UserEventTopic, listener: () => void): () => void {
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
  if (!source && !retryTimer && !pollTimer) connect();
  return () => {
    set.delete(listener);
    if (listenerCount() === 0) disconnect();
  };
}

/**
 * Calls `onEvent` whenever the server says the signed-in user's `topic` changed (or, while the
 * stream is down, every POLL_MS). Use it only where someone is signed in; features pass a
 * function that invalidates their queries.
 */
export function useUserEvents(topic: UserEventTopic, onEvent: () => void): void {
  // The latest callback, without resubscribing on every render.
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribeUserEvents(topic, () => latest.current()), [topic]);
}
