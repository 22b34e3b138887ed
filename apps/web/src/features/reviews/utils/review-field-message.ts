import type { TFunction } from 'i18next';

/*
 * The review forms' checks are contracts' schemas, shared with the API, whose messages are
 * catalogue keys; a message from the server is already in the reader's language and comes back
 * from `t` as it is.
 */

/** A field's message in the page's language; undefined stays undefined (no message). */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return t(message);
}
