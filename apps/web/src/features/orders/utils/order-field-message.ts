import { CARD_MESSAGES } from '@reboard/contracts/schemas';
import type { TFunction } from 'i18next';

/*
 * The order forms' checks are contracts' schemas, shared with the API, whose messages are
 * catalogue keys. The card checks still speak Stripe's English words (CARD_MESSAGES, the same
 * as Stripe's own fields show): this map gives them keys. A message from the server is already
 * in the reader's language and comes back from `t` as it is.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Enter your card number.': 'orders.card.numberIncomplete',
  [CARD_MESSAGES.expiryIncomplete]: 'orders.card.expiryIncomplete',
  [CARD_MESSAGES.expiryPast]: 'orders.card.expiryPast',
  [CARD_MESSAGES.monthInvalid]: 'orders.card.monthInvalid',
  [CARD_MESSAGES.cvcIncomplete]: 'orders.card.cvcIncomplete',
};

/** A field's message in the page's language; undefined stays undefined (no message). */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return t(MESSAGE_KEYS[message] ?? message);
}
