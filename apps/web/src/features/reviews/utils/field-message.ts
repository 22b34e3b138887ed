import type { TFunction } from 'i18next';

/*
 * The review forms' checks are contracts' schemas, shared with the API, whose messages are the
 * spec's English words. The forms show them in the page's language through this map; a message
 * it does not know (the server's, already in the reader's language, or one that is already a
 * catalogue key) goes through `t` as it is.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Choose a rating from 1 to 5 stars': 'reviews.field.ratingRequired',
  'Review is required': 'reviews.field.reviewRequired',
  'Answer is required': 'reviews.field.answerRequired',
  'At most 1000 characters': 'reviews.field.max1000',
};

/** A field's message in the page's language; undefined stays undefined (no message). */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return t(MESSAGE_KEYS[message] ?? message);
}
