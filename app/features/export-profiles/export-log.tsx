import { Link } from "react-router";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { RemoteProblemWords } from "~/features/file-transfer/remote-problem-words";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { ExportAttempt } from "../../../server/contracts/connectivity/export-profile";
import type { PageMeta } from "../../../server/contracts/paging/page-meta";

const cell = "px-3 py-2 align-top";

/**
 * The profile's delivery log: every attempt to write an order, newest first — when, which order
 * (and version), the outcome, the file written or the endpoint's status, and why it failed.
 */
export function ExportLog({
  attempts,
  meta,
}: {
  attempts: readonly ExportAttempt[];
  meta: PageMeta;
}) {
  const { t, i18n } = useTranslation("export-profiles");
  if (attempts.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("log.empty")}</p>;
  }
  const columns = [
    t("log.time"),
    t("log.order"),
    t("log.outcome"),
    t("log.written"),
    t("log.duration"),
    t("log.problem"),
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("log.caption")}</caption>
          <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={cell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {attempts.map((attempt) => (
              <tr key={attempt.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={attempt.at}>{formatDateTime(attempt.at, i18n.language)}</time>
                </td>
                <td className={cell}>
                  <Link
                    to={`/order-inquiries/${attempt.order_id}`}
                    className="underline underline-offset-4"
                  >
                    {attempt.order_reference ?? t("log.noReference")}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {t("log.version", { version: attempt.order_version })}
                  </span>
                </td>
                <td className={cell}>{t(`outcomes.${attempt.outcome}`)}</td>
                <td className={`${cell} font-mono text-xs break-all`}>
                  {attempt.file_path ?? (attempt.status_code ? `HTTP ${attempt.status_code}` : "—")}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {t("log.milliseconds", { count: attempt.duration_ms })}
                </td>
                <td className={`${cell} min-w-48`}>
                  {attempt.error ? (
                    <RemoteProblemWords
                      problem={{ code: attempt.error.code, detail: attempt.error.message }}
                    />
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageMetaPagination
        meta={meta}
        label={t("log.pages")}
        summary={(range) => t("log.summary", range)}
        previousLabel={t("log.newer")}
        nextLabel={t("log.older")}
      />
    </div>
  );
}
