import type { Provenance } from "./order-api.server";

/** A range of the e-mail's body, in the text its format counts in (source-text.ts). */
export type BodyRange = Extract<Provenance, { source: "body" }>;

/**
 * `?mark=html:120-135`: the range the source pane marks when the page is rendered, so a link
 * shows where a value was read without JavaScript (with it, focus does the same in place).
 */
export function markSearch(range: BodyRange): string {
  return `?mark=${range.format}:${range.start}-${range.end}`;
}

/** The range a `mark` parameter names; anything else is none. */
export function parseMark(value: string | null): BodyRange | null {
  const match = value?.match(/^(text|html):(\d{1,9})-(\d{1,9})$/);
  if (!match) return null;
  const start = Number(match[2]);
  const end = Number(match[3]);
  return end > start
    ? { source: "body", format: match[1] as BodyRange["format"], start, end }
    : null;
}
