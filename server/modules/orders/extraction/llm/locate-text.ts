import type { MessageLine, Provenance, ReadMessage } from "../message-types.ts";

export type Location = { provenance: Provenance; lineText: string };

/** Case and runs of white space do not count; the index map leads back to the original. */
function folded(text: string): { text: string; index: number[] } {
  let out = "";
  const index: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (/\s/.test(char)) {
      if (out.endsWith(" ") || out === "") continue;
      out += " ";
    } else {
      const lower = char.toLowerCase();
      out += lower.length === 1 ? lower : char;
    }
    index.push(i);
  }
  return { text: out, index };
}

/**
 * Where a value the model proposed is written in the message: the first line of the body or an
 * attachment (then the subject) that contains it, narrowed to the cell or the characters. Null
 * when it is written nowhere as given (the model reworded it).
 */
export function locateText(message: ReadMessage, value: string): Location | null {
  const needle = folded(value.trim()).text.trim();
  if (!needle) return null;
  const lines = [...message.blocks, message.alternativeBody].flatMap((block) => block?.lines ?? []);
  for (const line of lines) {
    const found = locateInLine(line, needle);
    if (found) return found;
  }
  if (folded(message.subject).text.includes(needle))
    return { provenance: { source: "subject" }, lineText: message.subject.trim() };
  return null;
}

function locateInLine(line: MessageLine, needle: string): Location | null {
  const hay = folded(line.text);
  const at = hay.text.indexOf(needle);
  if (at < 0) return null;
  const lineText = line.text.trim();
  for (const cell of line.cells ?? []) {
    if (folded(cell.text).text.includes(needle)) return { provenance: cell.provenance, lineText };
  }
  if (line.provenance.source !== "body") return { provenance: line.provenance, lineText };
  const start = line.provenance.start + (hay.index[at] ?? 0);
  const end = line.provenance.start + (hay.index[at + needle.length - 1] ?? 0) + 1;
  return { provenance: { ...line.provenance, start, end }, lineText };
}
