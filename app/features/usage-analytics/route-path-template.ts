/** What the template needs of a matched route (React Router's `useMatches()` entries). */
export type MatchedPath = {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
};

/**
 * The path of the page as its route pattern (`/validate/:id`, `/popup/email/:id/attachments/:index`),
 * built from the deepest match: each dynamic segment is put back as its parameter's name, so no
 * id, e-mail address or other value of the URL is left. The parameters come in the pattern's
 * order and each takes the first segment at or after the previous one that holds its value;
 * a splat (`*`, the unknown-path route) takes the rest. No query string, no hash.
 */
export function routePathTemplate(matches: readonly MatchedPath[]): string {
  const deepest = matches.at(-1);
  if (!deepest) return "/";
  const segments = deepest.pathname.split("/").filter(Boolean);
  const template: string[] = [];
  const unplaced = new Map<string, string>();
  let next = 0;
  for (const [name, value] of Object.entries(deepest.params)) {
    if (value === undefined) continue;
    if (name === "*") {
      if (value === "") continue;
      const splatLength = value.split("/").filter(Boolean).length;
      const start = Math.max(next, segments.length - splatLength);
      template.push(...segments.slice(next, start), "*");
      next = segments.length;
      continue;
    }
    const at = segments.findIndex((segment, index) => index >= next && holds(segment, value));
    if (at === -1) {
      unplaced.set(value, name);
      continue;
    }
    template.push(...segments.slice(next, at), `:${name}`);
    next = at + 1;
  }
  // Never a value in the template, even one not found in its place.
  for (const segment of segments.slice(next)) {
    const name = [...unplaced].find(([value]) => holds(segment, value))?.[1];
    template.push(name === undefined ? segment : `:${name}`);
  }
  return `/${template.join("/")}`;
}

/**
 * Whether a segment of a match's pathname holds `value`. React Router decodes each segment but
 * keeps an encoded slash (%2F) in the pathname, which is a slash in the parameter; a pathname
 * still encoded (as in the address bar) is decoded here.
 */
function holds(segment: string, value: string): boolean {
  if (segment === value || segment.replace(/%2F/gi, "/") === value) return true;
  try {
    return decodeURIComponent(segment) === value;
  } catch {
    return false;
  }
}
