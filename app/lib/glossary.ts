/**
 * Reads the words docs/glossary.md replaces and finds them in locale strings, so that the glossary
 * is the one place the product's vocabulary is decided (docs/decisions/035).
 */

export type GlossaryLanguage = "en" | "nl";

/** A word (or phrase) no UI string may use, and the glossary term that replaces it. */
export type ReplacedWord = { word: string; term: string };

export type ReplacedWordUse = ReplacedWord & { key: string };

const NOT_COLUMNS: Record<GlossaryLanguage, string> = { en: "Not in English", nl: "Not in Dutch" };
const NONE = "—";

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** The "Not in English" and "Not in Dutch" columns of the glossary's table, per language. */
export function readReplacedWords(markdown: string): Record<GlossaryLanguage, ReplacedWord[]> {
  const lines = markdown.split("\n");
  const headerIndex = lines.findIndex(
    (line) => line.includes(NOT_COLUMNS.en) && line.includes(NOT_COLUMNS.nl),
  );
  if (headerIndex < 0) throw new Error("The glossary has no table with the 'Not in' columns.");
  const header = cellsOf(lines[headerIndex] ?? "");
  const termColumn = 0;
  const columns = {
    en: header.indexOf(NOT_COLUMNS.en),
    nl: header.indexOf(NOT_COLUMNS.nl),
  };
  const replaced: Record<GlossaryLanguage, ReplacedWord[]> = { en: [], nl: [] };
  // The separator row (|---|) follows the header; the table ends at the first line that is not a row.
  for (const line of lines.slice(headerIndex + 2)) {
    if (!line.trim().startsWith("|")) break;
    const cells = cellsOf(line);
    const term = cells[termColumn] ?? "";
    for (const language of ["en", "nl"] as const) {
      const cell = cells[columns[language]] ?? "";
      if (cell === NONE || cell === "") continue;
      for (const word of cell.split(",")) {
        if (word.trim()) replaced[language].push({ word: word.trim(), term });
      }
    }
  }
  if (replaced.en.length + replaced.nl.length === 0) {
    throw new Error("The glossary's table lists no replaced words.");
  }
  return replaced;
}

/**
 * Matches the word as a whole word or phrase, in any case: "u" matches "U bent" but not "uur",
 * "bestelling" matches "Bestelling" but not "bestellingen".
 */
export function wordPattern(word: string): RegExp {
  const escaped = word
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .trim()
    .replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
}

/** Interpolations ({{user}}, {{count, number}}) are filled in at run time: not words of the UI. */
function visibleText(value: string): string {
  return value.replace(/\{\{[^}]*\}\}/g, " ");
}

/** Every string of a locale's namespaces, keyed "namespace:path.to.key". */
export function localeStrings(namespaces: Record<string, unknown>): Record<string, string> {
  const strings: Record<string, string> = {};
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") strings[key] = value;
    else if (typeof value === "object" && value !== null) {
      for (const [child, inner] of Object.entries(value)) {
        walk(inner, key.endsWith(":") ? `${key}${child}` : `${key}.${child}`);
      }
    }
  };
  for (const [namespace, value] of Object.entries(namespaces)) walk(value, `${namespace}:`);
  return strings;
}

/** Each use of a replaced word in the strings, in key order. */
export function findReplacedWords(
  strings: Record<string, string>,
  replaced: readonly ReplacedWord[],
): ReplacedWordUse[] {
  const patterns = replaced.map((entry) => ({ ...entry, pattern: wordPattern(entry.word) }));
  return Object.entries(strings).flatMap(([key, value]) => {
    const text = visibleText(value);
    return patterns
      .filter(({ pattern }) => pattern.test(text))
      .map(({ word, term }) => ({ key, word, term }));
  });
}
