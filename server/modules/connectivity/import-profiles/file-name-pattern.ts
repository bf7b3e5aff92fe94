/**
 * Whether a file name matches a profile's glob: `*` any characters, `?` one, the rest literally;
 * the whole name, case-sensitive as FTP and SFTP servers mostly are.
 */
export function matchesFileNamePattern(name: string, pattern: string): boolean {
  const source = [...pattern]
    .map((character) =>
      character === "*"
        ? ".*"
        : character === "?"
          ? "."
          : character.replace(/[.+^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`, "s").test(name);
}
