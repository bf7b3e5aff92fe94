import { queryWith } from "~/lib/query-string";

export const entriesPerPage = 25;
export const referenceDataPath = "/reference-data";

export type SortOrder = "asc" | "desc";

/** What the list shows, read from the URL: `?type=…&search=…&sort=…&order=…&page=…`. */
export function readEntryListQuery(params: URLSearchParams) {
  const order: SortOrder = params.get("order") === "desc" ? "desc" : "asc";
  return {
    search: params.get("search")?.trim() ?? "",
    sort: params.get("sort") ?? "",
    order,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

/** The link to the page with some parameters changed (null removes one). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>) {
  const query = queryWith(params, changes);
  return query ? `${referenceDataPath}?${query}` : referenceDataPath;
}
