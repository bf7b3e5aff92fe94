import { remoteProblemKey } from "~/features/file-transfer/remote-problem";

/**
 * A failure's stable code as a translation key: a connection problem in the words every file
 * exchange screen uses (decision 045), an import's own (`no-mapping` …) in this area's.
 */
export function remoteErrorKey(code: string): string {
  return remoteProblemKey(code) ?? `import-profiles:remoteErrors.${code}`;
}
