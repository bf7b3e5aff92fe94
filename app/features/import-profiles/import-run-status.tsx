import { useTranslation } from "~/lib/use-translation";
import type { ImportRunStatus } from "../../../server/contracts/connectivity/import-profile";

const tones: Record<ImportRunStatus, string> = {
  running: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** A run's status as a badge, in words. */
export function ImportRunStatusBadge({ status }: { status: ImportRunStatus }) {
  const { t } = useTranslation("import-profiles");
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tones[status]}`}>
      {t(`runStatus.${status}`)}
    </span>
  );
}
