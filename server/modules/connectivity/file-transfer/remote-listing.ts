import type { EntryKind, RemoteEntry, RemoteListing } from "./remote-files.ts";
import { RemoteTransferError } from "./remote-files.ts";
import { joinRemotePath, printableRemotePath } from "./remote-path.ts";

/** One entry as a protocol lists it; kind null for what is neither file nor directory. */
export type ListedEntry = {
  name: string;
  kind: EntryKind | null;
  size: number | null;
  modifiedAt: string | null;
};

/**
 * A directory's listing as `RemoteSession.list` answers it, whatever the protocol: `.`, `..`,
 * names with a `/` and what is neither file nor directory left out; a name Fennec could not send
 * back to the server (a backslash, a control character: `remote-path.ts`) refused, with its
 * reason, instead of failing the whole listing (issue 39, finding 8); the others directories
 * first, then by name.
 */
export function remoteListing(directory: string, listed: readonly ListedEntry[]): RemoteListing {
  const entries: RemoteEntry[] = [];
  const refused: RemoteListing["refused"] = [];
  for (const { name, kind, size, modifiedAt } of listed) {
    if (!kind || name === "." || name === ".." || name.includes("/")) continue;
    let path: string;
    try {
      path = joinRemotePath(directory, name);
    } catch (error) {
      if (!(error instanceof RemoteTransferError)) throw error;
      refused.push({
        name: printableRemotePath(name),
        kind,
        size: kind === "file" ? size : null,
        reason:
          "The name contains a backslash or a control character, which Fennec does not send to a server; rename it on the server",
      });
      continue;
    }
    entries.push({ name, path, kind, size: kind === "file" ? size : null, modifiedAt });
  }
  return { entries: sortRemoteEntries(entries), refused: sortRemoteEntries(refused) };
}

/** Directories first, then by name: the order `RemoteSession.list` promises, whatever the server sent. */
function sortRemoteEntries<T extends { kind: EntryKind; name: string }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === "directory" ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}
