import { fromLocalDateTimeInput } from "~/features/reference-data/entry-value-format";
import { queryWith } from "~/lib/query-string";
import type { InquiryStatus } from "./inquiry-statuses";

/** The columns the API sorts by (`sort_by`). */
export const inquirySortFields = [
  "updated_at",
  "received_at",
  "status",
  "subject",
  "from_address",
  "customer_name",
  "validated_at",
] as const;
export type InquirySortField = (typeof inquirySortFields)[number];
export type SortOrder = "asc" | "desc";

/** What a list may show: its statuses and its order when the URL names none. */
export type InquiryListScope = {
  statuses: readonly InquiryStatus[];
  sortBy: InquirySortField;
  sortOrder: SortOrder;
  /** Whether it filters by validation date too (the archive). */
  byValidationDate?: boolean;
};

/** A list of inquiries as the URL asks for it (`?status=…&customer=…&sort=…&page=…`). */
export type InquiryListQuery = {
  /** Chosen among the scope's statuses; empty: all of them. */
  statuses: InquiryStatus[];
  channel: string;
  customer: string;
  /** Days received (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** Days validated (YYYY-MM-DD), both included; only where the scope filters by them. */
  validatedFrom: string;
  validatedTo: string;
  search: string;
  sort: InquirySortField;
  order: SortOrder;
  page: number;
};

export type ApiListQuery = Record<string, string | number>;

const day = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the calendar: "2026-02-30" is none (Date.parse would read it as 2 March). */
function isDay(value: string) {
  const time = Date.parse(`${value}T00:00:00Z`);
  return day.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export function readInquiryListQuery(
  params: URLSearchParams,
  scope: InquiryListScope,
): InquiryListQuery {
  const asked = params.getAll("status").flatMap((value) => value.split(","));
  const sort = params.get("sort") ?? "";
  const order = params.get("order");
  const dayParam = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return isDay(value) ? value : "";
  };
  const validationDayParam = (name: string) => (scope.byValidationDate ? dayParam(name) : "");
  return {
    statuses: scope.statuses.filter((status) => asked.includes(status)),
    channel: params.get("channel")?.trim() ?? "",
    customer: params.get("customer")?.trim() ?? "",
    from: dayParam("from"),
    to: dayParam("to"),
    validatedFrom: validationDayParam("validatedFrom"),
    validatedTo: validationDayParam("validatedTo"),
    search: params.get("search")?.trim() ?? "",
    sort: (inquirySortFields as readonly string[]).includes(sort)
      ? (sort as InquirySortField)
      : scope.sortBy,
    order: order === "asc" || order === "desc" ? order : scope.sortOrder,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

/** The day after `date` (YYYY-MM-DD). */
function nextDay(date: string) {
  const time = Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The API's query: the days are whole days in the display time zone (the API's `received_to`
 * excludes its instant, so the day after the last one is sent). The validation days go as days:
 * the API reads each as a whole day of the tenant's, both included (decision 038).
 */
export function toApiListQuery(
  query: InquiryListQuery,
  scope: InquiryListScope,
  perPage: number,
): ApiListQuery {
  const api: ApiListQuery = {
    status: (query.statuses.length ? query.statuses : scope.statuses).join(","),
    sort_by: query.sort,
    sort_order: query.order,
    page: query.page,
    per_page: perPage,
  };
  if (query.channel) api.channel_id = query.channel;
  if (query.customer) api.customer_number = query.customer;
  if (query.search) api.search = query.search;
  const from = query.from && fromLocalDateTimeInput(`${query.from}T00:00`);
  const to = query.to && fromLocalDateTimeInput(`${nextDay(query.to)}T00:00`);
  if (from) api.received_from = from;
  if (to) api.received_to = to;
  if (query.validatedFrom) api.validated_from = query.validatedFrom;
  if (query.validatedTo) api.validated_to = query.validatedTo;
  return api;
}

/** Whether the list is narrowed by a filter (so that an empty list says "no matches"). */
export function isFiltered(query: InquiryListQuery) {
  return Boolean(
    query.statuses.length ||
      query.channel ||
      query.customer ||
      query.from ||
      query.to ||
      query.validatedFrom ||
      query.validatedTo ||
      query.search,
  );
}

/** A column header's link: sorts by it, ascending first, the other way when it already does. */
export function sortLink(
  params: URLSearchParams,
  query: InquiryListQuery,
  field: InquirySortField,
) {
  const order = query.sort === field && query.order === "asc" ? "desc" : "asc";
  return `?${queryWith(params, { sort: field, order, page: null })}`;
}
