import type { RemoteDirectory } from "../../../contracts/connectivity/remote-server.ts";
import type { RemoteEntry } from "./remote-files.ts";
import { remoteParent } from "./remote-path.ts";

/** A listing as the API answers it (spec section 3's entry kinds). */
export function presentDirectory(path: string, entries: RemoteEntry[]): RemoteDirectory {
  return {
    path,
    parent: path === "/" ? null : remoteParent(path),
    entries: entries.map((entry) => ({
      name: entry.name,
      path: entry.path,
      kind: entry.kind,
      size: entry.size,
      modified_at: entry.modifiedAt,
    })),
  };
}
