import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDateTime, formatInteger } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { DeleteImportForm } from "./delete-import-form";
import type { ImportFormIntent } from "./import-form-schemas";
import { ImportProgress } from "./import-progress";
import { ImportRefusal } from "./import-refusal";
import { ImportResult } from "./import-result";
import { ImportStatusBadge, ImportsHistory } from "./imports-history";
import type { ImportsPageData, SelectedImport } from "./load-imports-page.server";
import { FileSettingsForm, MappingForm } from "./mapping-forms";
import { UploadForm } from "./upload-form";

type ImportsActionData =
  | { intent: ImportFormIntent; result: SubmissionResult<string[]> }
  | undefined;

/** The refused form's result, when it was one of `intents` that was sent. */
type ResultFor = (...intents: ImportFormIntent[]) => SubmissionResult<string[]> | undefined;

/** /reference-data/imports: upload, the chosen import (mapping, progress, result), history. */
export function ImportsPage({
  data,
  actionData,
}: {
  data: ImportsPageData;
  actionData: ImportsActionData;
}) {
  const { t } = useTranslation("imports");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const resultFor: ResultFor = (...intents) =>
    actionData && intents.includes(actionData.intent) ? actionData.result : undefined;
  const closeLink = (() => {
    const params = new URLSearchParams(searchParams);
    params.delete("import");
    const query = params.toString();
    return query ? `?${query}` : ".";
  })();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
        <p>
          <Link
            to="/reference-data"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("back")}
          </Link>
        </p>
      </div>

      {data.missingImportId ? (
        <Card role="status" className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm">{t("view.missing")}</p>
          <Link to={closeLink} className={buttonClassName({ variant: "ghost", size: "sm" })}>
            {t("view.close")}
          </Link>
        </Card>
      ) : null}

      {data.selected ? (
        <ImportView
          selected={data.selected}
          canWrite={data.canWrite}
          resultFor={resultFor}
          closeLink={closeLink}
        />
      ) : null}

      {data.canWrite ? (
        <section id="upload" aria-labelledby="upload-heading" className="scroll-mt-20">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <div>
              <h2 id="upload-heading" className="text-lg font-semibold">
                {t("upload.heading")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("upload.description")}</p>
            </div>
            <UploadForm
              key={`upload-${location.key}`}
              types={data.types}
              preselectedType={data.preselectedType}
              lastResult={resultFor("upload")}
            />
          </Card>
        </section>
      ) : null}

      <ImportsHistory
        history={data.history}
        selectedId={data.selected?.id ?? null}
        canWrite={data.canWrite}
      />
    </div>
  );
}

function ImportView({
  selected,
  canWrite,
  resultFor,
  closeLink,
}: {
  selected: SelectedImport;
  canWrite: boolean;
  resultFor: ResultFor;
  closeLink: string;
}) {
  const { t, i18n } = useTranslation("imports");
  const location = useLocation();
  const { status } = selected;
  const finished = status === "completed" || status === "failed";
  const count = (value: number) => formatInteger(value, i18n.language);
  const summary: Array<[string, React.ReactNode]> = [
    [t("view.file"), selected.file_name],
    [t("view.type"), selected.asset_type_name],
    [t("view.format"), t(`view.formats.${selected.format}`)],
    [t("view.rows"), count(selected.total_rows)],
    [t("view.status"), <ImportStatusBadge key="status" status={status} />],
    [t("view.uploaded"), formatDateTime(selected.created_at, i18n.language)],
  ];

  return (
    <section id="import" aria-labelledby="import-heading" className="scroll-mt-20">
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="import-heading" className="text-lg font-semibold">
              {t("view.heading", { file: selected.file_name })}
            </h2>
            <p className="text-sm text-muted-foreground">{selected.asset_type_name}</p>
          </div>
          <Link to={closeLink} className={buttonClassName({ variant: "ghost", size: "sm" })}>
            {t("view.close")}
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          {summary.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="text-sm font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>

        {status === "mapping" ? (
          <>
            {canWrite && selected.format === "csv" ? (
              <section
                aria-labelledby="file-settings-heading"
                className="border-t border-border pt-5"
              >
                <h3 id="file-settings-heading" className="mb-2 font-semibold">
                  {t("settings.heading")}
                </h3>
                <FileSettingsForm
                  key={`settings-${location.key}`}
                  selected={selected}
                  lastResult={resultFor("reread")}
                />
              </section>
            ) : null}
            <section aria-labelledby="mapping-heading" className="border-t border-border pt-5">
              <h3 id="mapping-heading" className="mb-1 font-semibold">
                {t("mapping.heading")}
              </h3>
              <p className="mb-3 text-sm text-muted-foreground">
                {canWrite ? t("mapping.description") : t("mapping.readOnly")}
              </p>
              <MappingForm
                key={`mapping-${location.key}`}
                selected={selected}
                lastResult={resultFor("save", "start")}
                canWrite={canWrite}
              />
            </section>
          </>
        ) : null}

        {status === "queued" || status === "running" ? (
          <section aria-labelledby="progress-heading" className="border-t border-border pt-5">
            <h3 id="progress-heading" className="mb-3 font-semibold">
              {t("progress.heading")}
            </h3>
            <ImportProgress selected={selected} />
          </section>
        ) : null}

        {finished ? (
          <section aria-labelledby="result-heading" className="border-t border-border pt-5">
            <h3 id="result-heading" className="mb-3 font-semibold">
              {t("result.heading")}
            </h3>
            <ImportResult selected={selected} />
          </section>
        ) : null}

        {status === "refused" ? (
          <section aria-labelledby="refusal-heading" className="border-t border-border pt-5">
            <h3 id="refusal-heading" className="mb-3 font-semibold">
              {t("refusal.heading")}
            </h3>
            <ImportRefusal selected={selected} canWrite={canWrite} />
          </section>
        ) : null}

        {canWrite && (finished || status === "mapping" || status === "refused") ? (
          <section
            id="delete-import"
            aria-labelledby="delete-import-heading"
            className="border-t border-border pt-5"
          >
            <h3 id="delete-import-heading" className="mb-2 font-semibold">
              {t("delete.heading")}
            </h3>
            <DeleteImportForm
              key={`delete-${location.key}`}
              importId={selected.id}
              fileName={selected.file_name}
              lastResult={resultFor("delete")}
            />
          </section>
        ) : null}
      </Card>
    </section>
  );
}
