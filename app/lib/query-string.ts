/** The query string `params` with some parameters changed (null removes one), without "?". */
export function queryWith(params: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next.toString();
}

/** The `page` a list was asked for: a whole number from 1, else the first page. */
export function pageNumberOf(params: URLSearchParams): number {
  const asked = Number(params.get("page") ?? "1");
  return Number.isInteger(asked) && asked > 0 ? asked : 1;
}
