import type { Cell, MessageLine, Provenance } from "./message-types.ts";
import { columnRole } from "./table-line-finder.ts";

const RULE_LINE = /^\s*[-=_+|]{3,}(?:[\s+|]+[-=_]{2,})+[\s+|]*$/;
/**
 * A rule is as wide as a table typed in an e-mail. RULE_LINE backtracks quadratically on a long
 * line of "|" or "+" (its first run and its separators share them): longer lines are not rules.
 */
const LONGEST_RULE = 300;

/**
 * Plain-text tables aligned with spaces become rows of cells: a header line with a rule under
 * it ("------  ------") gives the column positions; without a rule, a header whose words all
 * name columns does, and rows are split at runs of two or more spaces or tabs (or "|").
 */
export function readTextTables(lines: MessageLine[]): MessageLine[] {
  const result = [...lines];
  for (let i = 0; i + 1 < lines.length; i++) {
    const header = lines[i] as MessageLine;
    if (header.cells) continue;
    const rule = lines[i + 1] as MessageLine;
    let starts: number[] | null = null;
    let bodyStart = i + 1;
    if (isRule(rule.text)) {
      starts = [...rule.text.matchAll(/[-=_]{2,}/g)].map((m) => m.index ?? 0);
      bodyStart = i + 2;
      result[i + 1] = { ...rule, cells: [] }; // the rule belongs to the table
    } else {
      const words = splitWide(header.text);
      if (words.length >= 2 && words.every((w) => columnRole(w.text) !== null))
        starts = words.map((w) => w.start);
    }
    if (!starts) continue;
    result[i] = withCells(header, starts);
    let j = bodyStart;
    for (; j < lines.length; j++) {
      const line = lines[j] as MessageLine;
      if (line.text.trim() === "" || isRule(line.text)) break;
      result[j] = withCells(line, starts);
    }
    i = j;
  }
  return result;
}

function isRule(text: string): boolean {
  return text.length <= LONGEST_RULE && RULE_LINE.test(text);
}

function splitWide(text: string): { text: string; start: number }[] {
  return [...text.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], start: m.index ?? 0 }));
}

/** Cuts a line at the column starts; a cell that runs into the next column (a long right-aligned number) is kept whole. */
function withCells(line: MessageLine, starts: number[]): MessageLine {
  const text = line.text.replace(/\t/g, "    ");
  const pieces = text.includes("|") ? splitOnBars(text) : splitWide(text);
  const cells: Cell[] = starts.map(() => ({ text: "", provenance: line.provenance }));
  for (const piece of pieces) {
    const end = piece.start + piece.text.length;
    // the column whose span holds most of the piece
    let bestColumn = 0;
    let bestOverlap = -1;
    starts.forEach((start, column) => {
      const next = starts[column + 1] ?? Number.POSITIVE_INFINITY;
      const overlap = Math.min(end, next) - Math.max(piece.start, start);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        bestColumn = column;
      }
    });
    const cell = cells[bestColumn] as Cell;
    cell.text = cell.text ? `${cell.text} ${piece.text}` : piece.text;
    cell.provenance = offset(line.provenance, piece.start, piece.text.length);
  }
  return { ...line, cells };
}

function splitOnBars(text: string): { text: string; start: number }[] {
  return [...text.matchAll(/[^|]+/g)]
    .map((m) => ({
      text: m[0].trim(),
      start: (m.index ?? 0) + (m[0].length - m[0].trimStart().length),
    }))
    .filter((piece) => piece.text !== "");
}

function offset(provenance: Provenance, start: number, length: number): Provenance {
  if (provenance.source !== "body") return provenance;
  return { ...provenance, start: provenance.start + start, end: provenance.start + start + length };
}
