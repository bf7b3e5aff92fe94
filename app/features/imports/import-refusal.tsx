import { buttonClassName } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";
import type { SelectedImport } from "./load-imports-page.server";

/** An import no mapping can start any more: why, and the way on (another file). */
export function ImportRefusal({
  selected,
  canWrite,
}: {
  selected: SelectedImport;
  canWrite: boolean;
}) {
  const { t } = useTranslation("imports");
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        <p className="font-medium">{t("refusal.cannotStart")}</p>
        {selected.error ? <p>{selected.error}</p> : null}
      </div>
      {canWrite ? (
        <p>
          <a href="#upload" className={buttonClassName({ variant: "secondary", size: "sm" })}>
            {t("refusal.again")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
