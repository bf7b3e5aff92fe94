import { RemoteProblemWords } from "~/features/file-transfer/remote-problem-words";
import { formatDateTime } from "~/features/reference-data/entry-value-format";
import { useTranslation } from "~/lib/use-translation";
import type { ExportAttempt } from "../../../server/contracts/connectivity/export-profile";

/**
 * The order's export attempts (decision 046), newest first: when, the outcome, the file written
 * or the endpoint's answer, and what went wrong: in the user's language, with the server's
 * own words as the detail.
 */
export function OrderExports({ attempts }: { attempts: readonly ExportAttempt[] }) {
  const { t, i18n } = useTranslation("order-inquiries");
  return (
    <section aria-labelledby="order-exports-heading" className="flex flex-col gap-2">
      <h3 id="order-exports-heading" className="font-semibold">
        {t("delivery.exports.heading")}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex flex-wrap gap-x-3">
            <time dateTime={attempt.at}>{formatDateTime(attempt.at, i18n.language)}</time>
            <strong>{t(`delivery.exports.outcome.${attempt.outcome}`)}</strong>
            {attempt.file_path ? <span className="font-mono">{attempt.file_path}</span> : null}
            {attempt.status_code ? <span>HTTP {attempt.status_code}</span> : null}
            {attempt.error ? (
              <span className="text-red-700 dark:text-red-300">
                <RemoteProblemWords
                  problem={{ code: attempt.error.code, detail: attempt.error.message }}
                />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
