import { useSearchParams } from "react-router";
import type { PageMeta } from "../../../server/contracts/paging/page-meta";
import { Pagination } from "./pagination";

/** Which items a page shows, for its summary ("Attempts 26 to 50 of 80"). */
export type PageRange = { from: number; to: number; total: number };

/**
 * The previous / next links of a paged API list (docs/decisions/005), keeping the rest of the
 * query; nothing when everything fits on one page.
 */
export function PageMetaPagination({
  meta,
  label,
  summary,
  previousLabel,
  nextLabel,
}: {
  meta: PageMeta;
  label: string;
  summary: (range: PageRange) => string;
  previousLabel: string;
  nextLabel: string;
}) {
  const [searchParams] = useSearchParams();
  if (meta.last_page <= 1) return null;
  return (
    <Pagination
      label={label}
      page={meta.current_page}
      lastPage={meta.last_page}
      search={searchParams}
      summary={summary({ from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
    />
  );
}
