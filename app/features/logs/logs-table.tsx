import { Link, useSearchParams } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { PageMeta } from "../../../server/contracts/paging/page-meta";
import { logSubjectLink } from "./log-subject-link";
import { LogValues } from "./log-values";
import type { LogEntry } from "./logs-api.server";

const cell = "px-3 py-2 align-top";

const levelClass: Record<LogEntry["level"], string> = {
  info: "text-muted-foreground",
  warning: "text-amber-700 dark:text-amber-300",
  error: "text-red-700 dark:text-red-300 font-medium",
};

/** What an entry says: "{who} changed webhook {label}", or the event's own sentence. */
function useWhat() {
  const { t } = useTranslation("logs");
  return (entry: LogEntry) => {
    const who = entry.user?.name ?? t("who.fennec");
    const label = entry.subject?.label ?? "";
    if (entry.kind === "change") {
      const subject = t(`subjects.${entry.subject?.type ?? "other"}`, {
        defaultValue: t("subjects.other"),
      });
      return t(`what.${entry.action}`, {
        who,
        subject,
        label,
        defaultValue: t("what.updated", { who, subject, label }),
      }).trim();
    }
    return t(entry.message ?? `events.${entry.action}`, {
      ...entry.details,
      who,
      label,
      defaultValue: entry.action,
    });
  };
}

export function LogsTable({ entries, meta }: { entries: LogEntry[]; meta: PageMeta }) {
  const { t, i18n } = useTranslation("logs");
  const [searchParams] = useSearchParams();
  const what = useWhat();
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("table.empty")}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t("table.time")}
              </th>
              <th scope="col" className={cell}>
                {t("table.level")}
              </th>
              <th scope="col" className={cell}>
                {t("table.area")}
              </th>
              <th scope="col" className={cell}>
                {t("table.who")}
              </th>
              <th scope="col" className={cell}>
                {t("table.what")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((entry) => {
              const sentence = what(entry);
              const href = logSubjectLink(entry);
              return (
                <tr key={entry.id}>
                  <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                  </th>
                  <td className={`${cell} ${levelClass[entry.level]}`}>
                    {t(`levels.${entry.level}`)}
                  </td>
                  <td className={cell}>{t(`areas.${entry.area}`)}</td>
                  <td className={cell}>
                    {entry.user ? (
                      <span title={entry.user.email}>{entry.user.name}</span>
                    ) : (
                      <span className="text-muted-foreground">{t("who.fennec")}</span>
                    )}
                  </td>
                  <td className={`${cell} flex flex-col gap-1`}>
                    {href ? (
                      <Link to={href} className="text-primary underline-offset-4 hover:underline">
                        {sentence}
                      </Link>
                    ) : (
                      <span>{sentence}</span>
                    )}
                    <LogValues entry={entry} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {meta.last_page > 1 ? (
        <Pagination
          label={t("table.pages")}
          page={meta.current_page}
          lastPage={meta.last_page}
          search={searchParams}
          summary={t("table.summary", {
            from: meta.from ?? 0,
            to: meta.to ?? 0,
            total: meta.total,
          })}
          previousLabel={t("table.newer")}
          nextLabel={t("table.older")}
        />
      ) : null}
    </div>
  );
}
