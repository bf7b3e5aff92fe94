import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { ConnectionTest } from "../../../server/contracts/connectivity/remote-server";
import { RemoteProblemWords } from "./remote-problem-words";

/**
 * What testing a profile's server showed: connected (with what the area found there, and the
 * host key, saying when the test pinned it) or why not.
 */
export function ConnectionTestResult({
  result,
  found,
  areaKey,
}: {
  /** `host_key_newly_pinned`: the test pinned the key the server showed (an import's test). */
  result: ConnectionTest & { host_key_newly_pinned?: boolean };
  /** What the area read on the server (an import's files matching its pattern). */
  found?: ReactNode;
  /** The words of a failure that is the area's own (see `RemoteProblemWords`). */
  areaKey?: (code: string) => string;
}) {
  const { t } = useTranslation("file-transfer");
  const tone = result.ok
    ? "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    : "border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100";
  return (
    <section
      role="status"
      aria-labelledby="connection-test-heading"
      className={`flex flex-col gap-2 rounded-xl border p-4 text-sm ${tone}`}
    >
      <h3 id="connection-test-heading" className="font-semibold">
        {result.ok ? t("test.succeeded") : t("test.failed")}
      </h3>
      {result.error ? (
        <p>
          <RemoteProblemWords
            problem={{ code: result.error.code, detail: result.error.message }}
            areaKey={areaKey}
          />
        </p>
      ) : (
        <>
          <p>{t("test.connected")}</p>
          {found ? <p>{found}</p> : null}
        </>
      )}
      {result.host_key_fingerprint ? (
        <p>
          {result.host_key_newly_pinned ? t("test.hostKeyNewlyPinned") : t("test.hostKey")}{" "}
          <code className="font-mono text-xs break-all">{result.host_key_fingerprint}</code>
        </p>
      ) : null}
    </section>
  );
}
