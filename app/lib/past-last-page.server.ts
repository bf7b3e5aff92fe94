import { redirect } from "react-router";
import type { PageMeta } from "../../server/contracts/paging/page-meta";

/**
 * A list asked for a page past its last (a bookmark, or the last item of the last page deleted)
 * goes to its last page, keeping the rest of the query, instead of saying the list is empty.
 */
export function redirectPastLastPage(pageUrl: URL, meta: PageMeta): void {
  if (meta.total === 0 || meta.current_page <= meta.last_page) return;
  const url = new URL(pageUrl);
  url.searchParams.set("page", String(meta.last_page));
  throw redirect(`${url.pathname}${url.search}`);
}
