import type { RemoteEntry } from "./remote-files.ts";

/** Directories first, then by name: the order `RemoteSession.list` promises, whatever the server sent. */
export function sortRemoteEntries(entries: RemoteEntry[]): RemoteEntry[] {
  return [...entries].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === "directory" ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}
