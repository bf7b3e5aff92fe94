import type { MessageLine } from "./message-types.ts";

/** A plain-text body as lines, each with its character range in the body. */
export function textToLines(text: string): MessageLine[] {
  const lines: MessageLine[] = [];
  let start = 0;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\r$/, "");
    lines.push({
      text: line,
      cells: null,
      provenance: { source: "body", format: "text", start, end: start + line.length },
    });
    start += raw.length + 1;
  }
  return lines;
}
