import { CSV_DELIMITERS, type CsvDelimiter } from "./import-limits.ts";

/** The first lines tell the delimiter; more text only costs time. */
const SAMPLE_LINES = 10;
const SAMPLE_CHARACTERS = 64 * 1024;

/**
 * The delimiter that splits most of the first lines into the same, largest number of columns
 * (quotes respected); lines without it (a title or company name above the table) do not count.
 * Semicolons first: Dutch spreadsheets write them, and decimals with a comma.
 */
export function detectDelimiter(input: string): CsvDelimiter {
  const text = input.slice(0, SAMPLE_CHARACTERS);
  const lines = firstLines(text);
  if (lines.length > 1 && text.length > 0) lines.pop(); // the last line may be cut off
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ";", score: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const tally = new Map<number, number>();
    for (const line of lines) {
      const count = countOutsideQuotes(line, delimiter.charCodeAt(0));
      if (count > 0) tally.set(count, (tally.get(count) ?? 0) + 1);
    }
    for (const [columns, consistent] of tally) {
      const score = consistent * 1000 + columns;
      if (score > best.score) best = { delimiter, score };
    }
  }
  return best.delimiter;
}

/** Up to SAMPLE_LINES lines that are not blank, found without splitting the whole text. */
function firstLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start <= text.length && lines.length < SAMPLE_LINES) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    if (line.trim() !== "") lines.push(line);
    if (newline < 0) break;
    start = newline + 1;
  }
  return lines;
}

function countOutsideQuotes(line: string, delimiter: number): number {
  let count = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code === 34) quoted = !quoted;
    else if (code === delimiter && !quoted) count++;
  }
  return count;
}
