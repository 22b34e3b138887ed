const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are uuids; anything else cannot name a row, so callers answer 404 without a query. */
export const isUuid = (value: string): boolean => UUID.test(value);
