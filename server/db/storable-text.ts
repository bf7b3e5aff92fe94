/**
 * PostgreSQL text (and jsonb) cannot hold a NUL character, and UTF-16 surrogates that are not
 * in a pair have no UTF-8 form: a query carrying either fails. Text from outside (an e-mail's
 * subject or sender, a file's cells, what extraction read from them) goes through
 * `storableText` before it reaches a column; the API refuses such JSON instead (json-bodies.ts).
 */

/** A NUL, or a surrogate that is not half of a pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this looks for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorableEverywhere = new RegExp(unstorable.source, "g");

export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** Drops NULs and puts U+FFFD (the replacement character) for each lone surrogate. */
export function storableText(text: string): string;
export function storableText(text: string | null | undefined): string | null;
export function storableText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  if (isStorableText(text)) return text;
  return text.replace(unstorableEverywhere, (found) => (found === "\u0000" ? "" : "\uFFFD"));
}

/**
 * A copy of a JSON-able value with every string (keys included) made storable, for jsonb
 * columns. Values come from our own code (an extraction result), so their depth is ours.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item) => storableJson(item)) as T;
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[storableText(key)] = storableJson(item);
  return copy as T;
}
