import { listCellClassName as cell } from "~/components/ui/list-table";
import { PageMetaPagination } from "~/components/ui/page-meta-pagination";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type {
  ImportProfileRun,
  ImportProfileRunFile,
} from "../../../server/contracts/connectivity/import-profile";
import { ImportRunStatusBadge } from "./import-run-status";
import type { ImportProfilePageData } from "./load-import-profile-page.server";
import { remoteErrorKey } from "./remote-error-key";

/**
 * The profile's runs, newest first: when, by what, how it ended, and per file what became of
 * it: rows created, updated and refused (the refused ones listed with their row and reason),
 * or the file refused for its name (the reason in the user's language, not the API's English).
 */
export function ImportRuns({ runs }: { runs: ImportProfilePageData["runs"] }) {
  const { t, i18n } = useTranslation("import-profiles");
  const { meta } = runs;
  if (runs.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("records.empty")}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("records.caption")}</caption>
          <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                {t("records.when")}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t("records.trigger")}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t("records.status")}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t("records.files")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {runs.data.map((run) => (
              <tr key={run.id} className="align-top">
                <th scope="row" className={`${cell} min-w-36 font-normal`}>
                  <time dateTime={run.started_at}>
                    {formatDateTime(run.started_at, i18n.language)}
                  </time>
                </th>
                <td className={cell}>{t(`records.triggers.${run.trigger}`)}</td>
                <td className={cell}>
                  <ImportRunStatusBadge status={run.status} />
                  {run.error ? <RunError error={run.error} /> : null}
                </td>
                <td className={`${cell} min-w-72`}>
                  <RunFiles run={run} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageMetaPagination
        meta={meta}
        label={t("records.pages")}
        summary={(range) => t("records.summary", range)}
        previousLabel={t("records.newer")}
        nextLabel={t("records.older")}
      />
    </div>
  );
}

function RunError({ error }: { error: NonNullable<ImportProfileRun["error"]> }) {
  const { t } = useTranslation("import-profiles");
  return (
    <p className="mt-1 text-xs text-red-800 dark:text-red-300">
      {translateMessage(t, remoteErrorKey(error.code), {
        defaultValue: error.message,
      })}
    </p>
  );
}

function RunFiles({ run }: { run: ImportProfileRun }) {
  const { t } = useTranslation("import-profiles");
  if (run.files.length === 0) {
    return (
      <span className="text-muted-foreground">
        {run.status === "running" ? t("records.busy") : t("records.noFiles")}
      </span>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {run.files.map((file) => (
        <RunFileItem key={file.name} file={file} />
      ))}
    </ul>
  );
}

function RunFileItem({ file }: { file: ImportProfileRunFile }) {
  const { t } = useTranslation("import-profiles");
  return (
    <li className="flex flex-col gap-1">
      <p>
        <span className="font-mono text-xs">{file.name}</span>{" "}
        <span className="text-muted-foreground">— {t(`records.outcomes.${file.outcome}`)}</span>
      </p>
      {file.outcome === "imported" ? (
        <p>
          {t("records.counts", {
            created: file.created_rows,
            updated: file.updated_rows,
            refused: file.refused_rows,
          })}
        </p>
      ) : null}
      {file.outcome === "refused-unusable-name" ? (
        <p className="text-xs text-red-800 dark:text-red-300">{t("records.unusableName")}</p>
      ) : file.error ? (
        <p className="text-xs text-red-800 dark:text-red-300">{file.error}</p>
      ) : null}
      {file.after_import ? (
        <p className="text-xs text-muted-foreground">
          {t(`records.afterImport.${file.after_import}`)}
          {file.after_import_error ? `: ${file.after_import_error}` : null}
        </p>
      ) : null}
      {file.refused.length ? (
        <ul aria-label={t("records.refusedRows", { file: file.name })} className="text-xs">
          {file.refused.map((refusal) => (
            <li key={`${refusal.row}-${refusal.reason}`}>
              {t("records.refusedRow", { row: refusal.row, reason: refusal.reason })}
            </li>
          ))}
          {file.refused_rows > file.refused.length ? (
            <li className="text-muted-foreground">
              {t("records.moreRefused", { count: file.refused_rows - file.refused.length })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
