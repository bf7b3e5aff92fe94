import { z } from "@hono/zod-openapi";

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;

/** `page` (1-based) and `per_page` query parameters of every list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The spec's paged shape (section 3) for one page of `total` items at `path`. */
export function pageMeta(path: string, query: PageQuery, total: number, count: number) {
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  const from = count ? (query.page - 1) * query.per_page + 1 : null;
  const url = (page: number) => `${path}?page=${page}&per_page=${query.per_page}`;
  return {
    current_page: query.page,
    from,
    last_page: lastPage,
    links: [
      { url: query.page > 1 ? url(query.page - 1) : null, label: "previous", active: false },
      ...Array.from({ length: lastPage }, (_, index) => ({
        url: url(index + 1),
        label: String(index + 1),
        active: index + 1 === query.page,
      })).slice(Math.max(0, query.page - 6), query.page + 5),
      { url: query.page < lastPage ? url(query.page + 1) : null, label: "next", active: false },
    ],
    path,
    per_page: query.per_page,
    to: from === null ? null : from + count - 1,
    total,
  };
}
