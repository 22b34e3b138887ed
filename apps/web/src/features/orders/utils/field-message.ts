import { CARD_MESSAGES } from '@reboard/contracts';
import type { TFunction } from 'i18next';

/*
 * The order forms' checks are contracts' schemas, shared with the API, whose messages are the
 * spec's English words. The forms show them in the page's language through this map; a message
 * it does not know (the server's, already in the reader's language, or one that is already a
 * catalogue key) goes through `t` as it is.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Phone number is required': 'orders.field.phoneRequired',
  'Enter a valid phone number': 'orders.field.phoneInvalid',
  'Meeting location is required': 'orders.field.locationRequired',
  'At most 60 characters': 'orders.field.max60',
  'At most 120 characters': 'orders.field.max120',
  'At most 300 characters': 'orders.field.max300',
  'At most 1000 characters': 'orders.field.max1000',
  'Carrier is required': 'orders.field.carrierRequired',
  'Reason is required': 'orders.field.reasonRequired',
  'Choose what went wrong': 'orders.field.kindRequired',
  'Describe the problem': 'orders.field.descriptionRequired',
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
