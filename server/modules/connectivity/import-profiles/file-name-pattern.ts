/**
 * Whether a file name matches a profile's glob: `*` any characters, `?` one, the rest literally;
 * the whole name, case-sensitive as FTP and SFTP servers mostly are.
 *
 * The classic wildcard walk (on a mismatch, go back to the last `*` and let it take one more
 * character): at most name × pattern steps. A regular expression of `.*` runs would backtrack
 * exponentially on a pattern like `*a*a*a*…b`, and both the pattern and the names a server
 * lists are input we do not control.
 */
export function matchesFileNamePattern(name: string, pattern: string): boolean {
  let n = 0;
  let p = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (n < name.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === name[n])) {
      n++;
      p++;
    } else if (p < pattern.length && pattern[p] === "*") {
      starAt = p++;
      resumeAt = n;
    } else if (starAt !== -1) {
      p = starAt + 1;
      n = ++resumeAt;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
