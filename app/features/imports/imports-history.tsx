import { FileSpreadsheet } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { formatDateTime, formatInteger } from "~/features/reference-data/entry-value-format";
import { cn } from "~/lib/class-names";
import { useTranslation } from "~/lib/use-translation";
import type { ImportStatus } from "./import-options";
import type { ImportsPageData } from "./load-imports-page.server";

const statusColours: Record<ImportStatus, string> = {
  mapping: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  queued: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  running: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  refused: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation("imports");
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        statusColours[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The tenant's imports, newest first, a page at a time. */
export function ImportsHistory({
  history,
  selectedId,
  canWrite,
}: {
  history: ImportsPageData["history"];
  selectedId: string | null;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation("imports");
  const [searchParams] = useSearchParams();
  const count = (value: number) => formatInteger(value, i18n.language);
  const openLink = (id: string) => {
    const params = new URLSearchParams(searchParams);
    params.set("import", id);
    params.delete("type");
    return `?${params.toString()}`;
  };

  return (
    <section aria-labelledby="imports-history-heading" className="flex flex-col gap-4">
      <h2 id="imports-history-heading" className="text-lg font-semibold">
        {t("history.heading")}
      </h2>
      {history.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <FileSpreadsheet aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{t("history.empty")}</p>
        </Card>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("history.caption")}</caption>
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("history.file")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("history.type")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("history.status")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("counts.created")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("counts.updated")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("counts.failed")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("history.date")}
                </th>
                {canWrite ? (
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t("history.actions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {history.data.map((item) => (
                <tr
                  key={item.id}
                  className={cn("border-t border-border", item.id === selectedId && "bg-muted/50")}
                >
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link
                      to={openLink(item.id)}
                      aria-current={item.id === selectedId ? "true" : undefined}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {item.file_name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{item.asset_type_name}</td>
                  <td className="px-3 py-2">
                    <ImportStatusBadge status={item.status} />
                    {item.error ? (
                      <p className="mt-1 max-w-md text-xs text-muted-foreground">{item.error}</p>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(item.created_rows)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(item.updated_rows)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(item.failed_rows)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateTime(item.created_at, i18n.language)}
                  </td>
                  {canWrite ? (
                    <td className="px-3 py-2 text-right">
                      {item.status === "queued" || item.status === "running" ? null : (
                        // The import's own view asks for the confirmation.
                        <Link
                          to={`${openLink(item.id)}#delete-import`}
                          aria-label={t("history.delete", { file: item.file_name })}
                          className={buttonClassName({ variant: "ghost", size: "sm" })}
                        >
                          {t("history.deleteShort")}
                        </Link>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label={t("pagination.label")}
        page={history.meta.current_page}
        lastPage={history.meta.last_page}
        search={searchParams}
        summary={t("pagination.summary", {
          page: history.meta.current_page,
          lastPage: history.meta.last_page,
          count: history.meta.total,
        })}
        previousLabel={t("pagination.previous")}
        nextLabel={t("pagination.next")}
      />
    </section>
  );
}
