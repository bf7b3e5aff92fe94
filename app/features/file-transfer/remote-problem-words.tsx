import { useTranslation } from "~/lib/use-translation";
import type { RemoteProblem } from "./remote-problem";

/**
 * A failed connection in words an administrator can act on (namespace `file-transfer`), with
 * the server's own answer beneath as the technical detail.
 */
export function RemoteProblemWords({ problem }: { problem: RemoteProblem }) {
  const { t } = useTranslation("file-transfer");
  return (
    <>
      <span className="block">
        {t(`problems.${problem.code}` as "problems.protocol", {
          defaultValue: t("problems.protocol"),
        })}
      </span>
      {problem.detail ? (
        <span className="mt-1 block font-mono text-xs break-words opacity-80">
          {t("detail", { detail: problem.detail })}
        </span>
      ) : null}
    </>
  );
}
