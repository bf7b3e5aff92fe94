import type { MessageLine } from "./message-types.ts";

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "br",
  "li",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "pre",
  "address",
]);
const SKIPPED_TAGS = new Set(["style", "script", "head", "title", "xml"]);
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  euro: "€",
  eacute: "é",
  egrave: "è",
  euml: "ë",
  iuml: "ï",
  ouml: "ö",
  uuml: "ü",
  agrave: "à",
  aacute: "á",
  deg: "°",
  micro: "µ",
  sup2: "²",
  middot: "·",
  ndash: "–",
  mdash: "—",
  bull: "•",
  times: "×",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Renders e-mail HTML to lines: block elements break lines, a table row becomes one line whose
 * cells are kept, and lines inside <blockquote> get a "> " prefix so quoted text is recognised
 * the same way as in plain-text bodies. A small tokenizer is enough: e-mail HTML is flat.
 */
export function htmlToLines(html: string): { text: string; lines: MessageLine[] } {
  const lines: MessageLine[] = [];
  let output = "";
  let current = "";
  let skipDepth = 0;
  let quoteDepth = 0;
  let row: string[] | null = null;
  let cell: string | null = null;

  const pushLine = (text: string, cells: string[] | null) => {
    const clean = text.replace(/[ \t\u00a0]+/g, " ").trim();
    if (clean === "" && cells === null) {
      if (lines.length > 0 && lines[lines.length - 1]?.text !== "") {
        output += "\n";
        lines.push({
          text: "",
          cells: null,
          provenance: { source: "body", format: "html", start: output.length, end: output.length },
        });
      }
      return;
    }
    const prefix = "> ".repeat(quoteDepth);
    const start = output.length;
    const lineText = prefix + clean;
    output += `${lineText}\n`;
    const end = start + lineText.length;
    let cellStart = start + prefix.length;
    lines.push({
      text: lineText,
      cells:
        cells?.map((c) => {
          const provenance = {
            source: "body" as const,
            format: "html" as const,
            start: cellStart,
            end: cellStart + c.length,
          };
          cellStart += c.length + 3;
          return { text: c, provenance };
        }) ?? null,
      provenance: { source: "body", format: "html", start, end },
    });
  };
  const flush = () => {
    if (current.trim() !== "") pushLine(current, null);
    else pushLine("", null);
    current = "";
  };

  const tagPattern = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:]*)([^>]*)>|([^<]+)|</g;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    const [whole, closing, rawName, , textPart] = match;
    if (whole.startsWith("<!")) continue;
    if (textPart !== undefined || whole === "<") {
      if (skipDepth > 0) continue;
      const text = decodeEntities((textPart ?? "<").replace(/\s+/g, " "));
      if (cell !== null) cell += text;
      else current += text;
      continue;
    }
    const name = (rawName ?? "").toLowerCase();
    if (SKIPPED_TAGS.has(name)) {
      if (closing) skipDepth = Math.max(0, skipDepth - 1);
      else if (!whole.endsWith("/>")) skipDepth++;
      continue;
    }
    if (skipDepth > 0) continue;
    if (name === "blockquote") {
      flush();
      quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
    } else if (name === "tr") {
      if (closing) {
        if (row?.some((c) => c !== "")) pushLine(row.join(" | "), row);
        row = null;
      } else {
        flush();
        row = [];
      }
    } else if (name === "td" || name === "th") {
      if (closing) {
        if (row && cell !== null) row.push(cell.replace(/\s+/g, " ").trim());
        cell = null;
      } else {
        if (row === null) row = [];
        cell = "";
      }
    } else if (name === "table" && !closing && cell !== null) {
      // a table inside a cell: the outer one is layout; its text so far is a plain line
      if (cell.trim() !== "") pushLine(cell, null);
      cell = null;
      row = null;
    } else if (name === "table" && closing) {
      if (row?.some((c) => c !== "")) pushLine(row.join(" | "), row);
      row = null;
      cell = null;
    } else if (BLOCK_TAGS.has(name)) {
      if (cell !== null) cell += " ";
      else if (!(closing && current.trim() === "" && name !== "p")) flush();
    }
  }
  flush();
  return { text: output, lines };
}
