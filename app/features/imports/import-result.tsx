import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { formatInteger } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import { ImportCounts } from "./import-progress";
import type { SelectedImport } from "./load-imports-page.server";

/** A finished import: its counts, why it failed if it did, and the rows it did not import. */
export function ImportResult({ selected }: { selected: SelectedImport }) {
  const { t, i18n } = useTranslation("imports");
  const count = (value: number) => formatInteger(value, i18n.language);
  const { errors } = selected;

  return (
    <div className="flex flex-col gap-5">
      {selected.error ? (
        <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          <p className="font-medium">{t("result.failed")}</p>
          <p>{selected.error}</p>
        </div>
      ) : null}
      <p className="text-sm">
        {t("result.processed", {
          processed: count(selected.processed_rows),
          total: count(selected.total_rows),
        })}
      </p>
      <ImportCounts selected={selected} />
      <section aria-labelledby="import-errors-heading" className="flex flex-col gap-3">
        <h3 id="import-errors-heading" className="font-semibold">
          {t("result.errorsHeading")}
        </h3>
        {errors.length === 0 && selected.failed_rows === 0 ? (
          <p className="text-sm text-muted-foreground">{t("result.noErrors")}</p>
        ) : (
          <>
            {selected.failed_rows > errors.length ? (
              <p className="text-sm text-muted-foreground">
                {t("result.moreErrors", {
                  shown: count(errors.length),
                  count: selected.failed_rows,
                  total: count(selected.failed_rows),
                })}
              </p>
            ) : null}
            {errors.length ? (
              <div className="overflow-x-auto rounded-lg border border-border">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t("result.errorsHeading")}</caption>
                  <thead className="bg-muted/50 text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t("result.row")}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t("result.field")}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t("result.message")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {errors.map((error, index) => (
                      <tr
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors
                        key={index}
                        className="border-t border-border"
                      >
                        <td className="px-3 py-2 tabular-nums">{count(error.row)}</td>
                        <td className="px-3 py-2">{error.field ?? "—"}</td>
                        <td className="px-3 py-2">{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        )}
      </section>
      <div>
        <Link
          to={`/reference-data?type=${encodeURIComponent(selected.asset_type_id)}`}
          className={buttonClassName({ variant: "secondary", size: "sm" })}
        >
          {t("result.browse", { type: selected.asset_type_name })}
        </Link>
      </div>
    </div>
  );
}
