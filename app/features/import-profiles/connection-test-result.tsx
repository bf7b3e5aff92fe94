import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import type { ImportProfileTestResult } from "../../../server/contracts/connectivity/import-profile";
import { remoteErrorKey } from "./remote-error-key";

/**
 * What a test of the saved connection found: it works (with the SFTP host key now pinned and
 * how many files match the pattern), or why not, explained by the failure's code.
 */
export function ConnectionTestResult({ result }: { result: ImportProfileTestResult }) {
  const { t } = useTranslation("import-profiles");
  const tone = result.ok
    ? "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    : "border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100";
  return (
    <section
      role="status"
      aria-labelledby="import-profile-test-heading"
      className={`flex flex-col gap-2 rounded-xl border p-4 text-sm ${tone}`}
    >
      <h3 id="import-profile-test-heading" className="font-semibold">
        {result.ok ? t("test.succeeded") : t("test.failed")}
      </h3>
      {result.ok ? (
        <p>{t("test.matching", { count: result.matching_files })}</p>
      ) : result.error ? (
        <>
          <p>{translateMessage(t, remoteErrorKey(result.error.code))}</p>
          <p className="text-xs opacity-80">
            {t("test.serverSaid", { message: result.error.message })}
          </p>
        </>
      ) : null}
      {result.host_key_fingerprint ? (
        <p>
          {result.host_key_newly_pinned ? t("test.newlyPinned") : t("test.pinned")}{" "}
          <code className="font-mono text-xs break-all">{result.host_key_fingerprint}</code>
        </p>
      ) : null}
    </section>
  );
}
