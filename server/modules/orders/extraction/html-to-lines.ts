import { decodeHTMLStrict } from "entities";
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

/** Deeper quotes read the same: every line repeating 10,000 "> " would make the text quadratic. */
const MAX_QUOTE_PREFIX = 10;

type HtmlToken =
  | { kind: "text"; text: string }
  | { kind: "tag"; name: string; closing: boolean; selfClosing: boolean };

/**
 * `indexOf(needle, from)` for increasing `from`, remembering the last answer: searching each
 * "<" of "<a <a <a …" anew for a ">" that never comes was quadratic.
 */
function forwardSearch(text: string, needle: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found !== -1 && found < from) found = text.indexOf(needle, from);
    return found;
  };
}

/**
 * The tokens `/<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:]*)([^>]*)>|([^<]+)|</g` reads,
 * in one pass: comments and declarations are dropped, a "<" that starts no tag is text.
 */
function* htmlTokens(html: string): Generator<HtmlToken> {
  const nextGt = forwardSearch(html, ">");
  const nextLt = forwardSearch(html, "<");
  const nextCommentEnd = forwardSearch(html, "-->");
  const tagStart = /<(\/?)([a-zA-Z][a-zA-Z0-9:]*)/y;
  let position = 0;
  while (position < html.length) {
    if (html[position] !== "<") {
      const lt = nextLt(position);
      const end = lt < 0 ? html.length : lt;
      yield { kind: "text", text: html.slice(position, end) };
      position = end;
      continue;
    }
    if (html.startsWith("<!--", position)) {
      const end = nextCommentEnd(position + 4);
      if (end >= 0) {
        position = end + 3;
        continue;
      }
    }
    if (html.startsWith("<!", position)) {
      const end = nextGt(position + 2);
      if (end >= 0) {
        position = end + 1;
        continue;
      }
    }
    tagStart.lastIndex = position;
    const tag = tagStart.exec(html);
    const end = tag ? nextGt(tagStart.lastIndex) : -1;
    if (tag && end >= 0) {
      yield {
        kind: "tag",
        name: (tag[2] ?? "").toLowerCase(),
        closing: tag[1] === "/",
        selfClosing: html[end - 1] === "/",
      };
      position = end + 1;
      continue;
    }
    yield { kind: "text", text: "<" };
    position++;
  }
}

/**
 * The characters that HTML entities and character references in a text stand for: every named
 * HTML5 entity, as the standard spells it, and numeric references (one to no character reads as
 * U+FFFD). Strict: a reference ends with ";", as browsers require in attributes, so "A&B-12" or
 * "?a=1&copy=2" in a product code or link keep their text. A name that is no entity stays as
 * written. The `entities` package reads in one linear pass over a generated trie.
 */
export function decodeEntities(text: string): string {
  return decodeHTMLStrict(text);
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
    const prefix = "> ".repeat(Math.min(quoteDepth, MAX_QUOTE_PREFIX));
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

  for (const token of htmlTokens(html)) {
    if (token.kind === "text") {
      if (skipDepth > 0) continue;
      const text = decodeEntities(token.text.replace(/\s+/g, " "));
      if (cell !== null) cell += text;
      else current += text;
      continue;
    }
    const { name, closing } = token;
    if (SKIPPED_TAGS.has(name)) {
      if (closing) skipDepth = Math.max(0, skipDepth - 1);
      else if (!token.selfClosing) skipDepth++;
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
