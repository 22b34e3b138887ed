import { UUID_PATTERN } from '@reboard/contracts';

/** Ids in URLs are uuids; anything else cannot name a row, so callers answer 404 without a query. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
