import type { RemoteEntry } from "./remote-files.ts";

/** Directories first, then by name: how every listing is shown. */
export function sortEntries(entries: RemoteEntry[]): RemoteEntry[] {
  return entries.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === "directory" ? -1 : 1) || a.name.localeCompare(b.name),
  );
}

/** The name a file is written under until it is complete (a reader skips dot files). */
export function temporaryName(random: Buffer): string {
  return `.fennec-${random.toString("hex")}.part`;
}

export const TEMPORARY_NAME = /^\.fennec-[0-9a-f]+\.part$/;
