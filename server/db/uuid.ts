const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs are checked before they reach a uuid column, so junk is a 404, not a 500. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
