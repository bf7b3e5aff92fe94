import { translateMessage } from "~/lib/translate-message";
import { useTranslation } from "~/lib/use-translation";
import { type RemoteProblem, remoteProblemKey } from "./remote-problem";

/**
 * A failed connection in words an administrator can act on (namespace `file-transfer`), with
 * the server's own answer beneath as the technical detail.
 */
export function RemoteProblemWords({ problem }: { problem: RemoteProblem }) {
  const { t } = useTranslation("file-transfer");
  return (
    <>
      <span className="block">
        {translateMessage(t, remoteProblemKey(problem.code) ?? "file-transfer:problems.protocol")}
      </span>
      {problem.detail ? (
        <span className="mt-1 block font-mono text-xs break-words opacity-80">
          {t("detail", { detail: problem.detail })}
        </span>
      ) : null}
    </>
  );
}
