/**
 * Images an HTML e-mail embeds as parts of its own (`<img src="cid:logo@mail">`, RFC 2392)
 * refer to them by Content-ID. The framed e-mail fetches nothing (decision 012), and a
 * sandboxed frame's requests carry no session cookie, so each such reference becomes a `data:`
 * URL of the part (decision 039). A reference to no part, or to a part that is no image, stays
 * as it was: a broken image, never an error.
 */

/** A Content-ID as `cid:` URLs and Content-ID headers both give it: no brackets, decoded, lower-case. */
export function contentIdKey(value: string): string {
  let id = value.trim();
  if (id.startsWith("<") && id.endsWith(">")) id = id.slice(1, -1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A stray "%" is part of the id.
  }
  return id.trim().toLowerCase();
}

// An <img> tag, with quoted attribute values that may hold ">".
const imgTag = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
// Its src attribute when the value is a cid: URL, in double, single or no quotes.
const cidSource = /(\ssrc\s*=\s*)(?:"\s*cid:([^"]*)"|'\s*cid:([^']*)'|cid:([^\s"'>]+))/i;

/** The Content-IDs the HTML's images refer to, as keys (see contentIdKey), each once. */
export function cidReferences(html: string): string[] {
  const keys = new Set<string>();
  for (const [tag] of html.matchAll(imgTag)) {
    const match = tag.match(cidSource);
    if (match) keys.add(contentIdKey(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return [...keys];
}

/**
 * The HTML with each image's `cid:` source that `sources` knows (by contentIdKey) replaced by
 * that URL; every other reference is left alone.
 */
export function rewriteCidImages(html: string, sources: ReadonlyMap<string, string>): string {
  if (sources.size === 0) return html;
  return html.replace(imgTag, (tag) =>
    tag.replace(
      cidSource,
      (whole, prefix: string, double?: string, single?: string, bare?: string) => {
        const url = sources.get(contentIdKey(double ?? single ?? bare ?? ""));
        return url === undefined ? whole : `${prefix}"${url.replace(/"/g, "%22")}"`;
      },
    ),
  );
}
