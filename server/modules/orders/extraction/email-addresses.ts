/** RFC 5321 limits: longer runs around an `@` are not addresses and are not scanned further. */
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;

const isWord = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95;
const isLocal = (code: number) => isWord(code) || code === 46 || code === 43 || code === 45; // . + -
const isLabel = (code: number) => isWord(code) || code === 45; // -

/**
 * The e-mail addresses written in a text, in order, as `/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g` finds
 * them, but by walking out from each `@` over at most 64 + 255 characters. That pattern
 * backtracks over every run without an `@` (a 250 KB body held the event loop for a minute);
 * this reads any text in linear time.
 */
export function emailAddresses(text: string, most = Number.POSITIVE_INFINITY): string[] {
  const found: string[] = [];
  let consumed = 0;
  for (let at = text.indexOf("@"); at >= 0 && found.length < most; at = text.indexOf("@", at + 1)) {
    if (at < consumed) continue;
    let start = at;
    while (start > consumed && at - start < MAX_LOCAL && isLocal(text.charCodeAt(start - 1)))
      start--;
    if (start === at) continue;
    // the domain: a label, then at least one ".label"
    let end = at + 1;
    const limit = Math.min(text.length, at + 1 + MAX_DOMAIN);
    while (end < limit && isLabel(text.charCodeAt(end))) end++;
    if (end === at + 1) continue;
    let labels = 0;
    while (end + 1 < limit && text.charCodeAt(end) === 46 && isLabel(text.charCodeAt(end + 1))) {
      end++;
      while (end < limit && isLabel(text.charCodeAt(end))) end++;
      labels++;
    }
    if (labels === 0) continue;
    found.push(text.slice(start, end));
    consumed = end;
  }
  return found;
}

/** The first e-mail address in a text, lower case, or null. */
export function firstEmailAddress(text: string): string | null {
  return emailAddresses(text, 1)[0]?.toLowerCase() ?? null;
}
