import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "./button";

/** Previous / next links keeping the rest of the query; plain links, no JavaScript needed. */
export function Pagination({
  label,
  page,
  lastPage,
  search,
  summary,
  previousLabel,
  nextLabel,
}: {
  label: string;
  page: number;
  lastPage: number;
  /** The current query string; only `page` changes. */
  search: URLSearchParams;
  summary: string;
  previousLabel: string;
  nextLabel: string;
}) {
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const disabled = buttonClassName({
    variant: "secondary",
    size: "sm",
    className: "pointer-events-none opacity-50",
  });
  const enabled = buttonClassName({ variant: "secondary", size: "sm" });

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{summary}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className={enabled}>
            <ChevronLeft aria-hidden="true" />
            {previousLabel}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            <ChevronLeft aria-hidden="true" />
            {previousLabel}
          </span>
        )}
        {page < lastPage ? (
          <Link to={pageLink(page + 1)} className={enabled}>
            {nextLabel}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {nextLabel}
            <ChevronRight aria-hidden="true" />
          </span>
        )}
      </div>
    </nav>
  );
}
