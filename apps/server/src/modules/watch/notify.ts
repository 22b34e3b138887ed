import type { Tx } from '../../db/client.ts';

/** The kinds of notification this module makes. */
export type WatchNoticeKind = 'saved_search_match' | 'watched_price_drop' | 'watched_sold';

/** Telling a person something in the transaction of its cause (the notifications module's notify). */
export type Notify = (tx: Tx, n: { userId: string; kind: WatchNoticeKind; text: string; link: string }) => Promise<void>;
