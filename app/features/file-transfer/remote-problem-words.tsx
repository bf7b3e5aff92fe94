import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { type RemoteProblem, remoteProblemKey } from "./remote-problem";

/**
 * A failed connection in words an administrator can act on (namespace `file-transfer`), with
 * the server's own answer beneath as the technical detail. `areaKey` gives the words of a code
 * that is no connection problem but an area's own (an import's `no-mapping`); without it such a
 * code is an unexpected answer.
 */
export function RemoteProblemWords({
  problem,
  areaKey,
}: {
  problem: RemoteProblem;
  areaKey?: (code: string) => string;
}) {
  const { t } = useTranslation("file-transfer");
  const key =
    remoteProblemKey(problem.code) ?? areaKey?.(problem.code) ?? "file-transfer:problems.protocol";
  return (
    <>
      <span className="block">{translateMessage(t, key)}</span>
      {problem.detail ? (
        <span className="mt-1 block font-mono text-xs break-words opacity-80">
          {t("detail", { detail: problem.detail })}
        </span>
      ) : null}
    </>
  );
}
