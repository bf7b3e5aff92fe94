import { pageNumberOf, queryWith } from "~/lib/query-string";
import { OVERVIEW_SORTS } from "../../../server/contracts/analytics/tenant-overview";

export type OverviewSort = (typeof OVERVIEW_SORTS)[number];

/** The central overview's own part of the dashboard's URL: search, sort, order and page. */
export function readOverviewQuery(params: URLSearchParams) {
  const sort = params.get("sort");
  return {
    search: params.get("search")?.trim() ?? "",
    sort: (OVERVIEW_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as OverviewSort)
      : ("churnRisk" as const),
    order: params.get("order") === "asc" ? ("asc" as const) : ("desc" as const),
    page: pageNumberOf(params),
  };
}
export type OverviewQuery = ReturnType<typeof readOverviewQuery>;

/** A column's header link: the highest first, turned around on the sorted column, page 1. */
export function overviewSortLink(
  params: URLSearchParams,
  query: OverviewQuery,
  field: OverviewSort,
) {
  const order = query.sort === field && query.order === "desc" ? "asc" : "desc";
  return `?${queryWith(params, { sort: field, order, page: null })}#tenants`;
}
