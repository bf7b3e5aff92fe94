import { useEffect } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { formatInteger } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { SelectedImport } from "./load-imports-page.server";

/** How often the page asks again while an import waits or runs. */
const pollMilliseconds = 1500;

/** Created, updated and failed rows, as a list of terms. */
export function ImportCounts({ selected }: { selected: SelectedImport }) {
  const { t, i18n } = useTranslation("imports");
  const count = (value: number) => formatInteger(value, i18n.language);
  const items = [
    ["created", selected.created_rows],
    ["updated", selected.updated_rows],
    ["failed", selected.failed_rows],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3 sm:max-w-md">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-md border border-border px-3 py-2">
          <dt className="text-sm text-muted-foreground">{t(`counts.${key}`)}</dt>
          <dd className="text-xl font-semibold tabular-nums">{count(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A queued or running import: how far it is. With JavaScript the page asks again every 1.5 s;
 * without, a refresh in <noscript> reloads it every 2 s, and a Refresh link is there as well.
 */
export function ImportProgress({ selected }: { selected: SelectedImport }) {
  const { t, i18n } = useTranslation("imports");
  const location = useLocation();
  const revalidator = useRevalidator();
  const running = selected.status === "queued" || selected.status === "running";

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, pollMilliseconds);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);

  const total = Math.max(selected.total_rows, 1);
  const processed = Math.min(selected.processed_rows, total);
  const count = (value: number) => formatInteger(value, i18n.language);

  return (
    <div className="flex flex-col gap-4">
      {running ? (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      ) : null}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span id="import-progress-label" className="font-medium">
            {t("progress.label")}
          </span>
          <span aria-live="polite">
            {t("progress.rows", {
              processed: count(selected.processed_rows),
              total: count(selected.total_rows),
            })}
          </span>
        </div>
        <progress
          aria-labelledby="import-progress-label"
          max={total}
          value={processed}
          className="h-3 w-full overflow-hidden rounded-full accent-primary"
        />
      </div>
      <ImportCounts selected={selected} />
      <div>
        <Link
          to={`${location.pathname}${location.search}`}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          {t("progress.refresh")}
        </Link>
      </div>
    </div>
  );
}
