import { notAWorkbook } from "./refused-file-error.ts";

/** What the tokenizer reports; element and attribute names without their namespace prefix. */
export type XmlHandler = {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  /** Text of an element, possibly in several pieces; entities already replaced. */
  text(text: string): void;
};

/** Longer than any tag a spreadsheet writes; a longer one is a trick, not data. */
const MAX_TAG_CHARACTERS = 64 * 1024;
const MAX_DEPTH = 64;
/** XML's own five, as a Map: a name of Object.prototype (`&constructor;`) must find nothing. */
const ENTITIES = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
]);

type State = "content" | "comment" | "cdata" | "instruction";

/**
 * A streaming reader of the XML in an XLSX file, with bounds instead of trust: a tag, the
 * nesting and the text kept between pieces are limited, only the five XML entities and
 * character references are read, and a DOCTYPE (where entity tricks live) refuses the file.
 * Text is handed on in pieces, so a huge text node costs no memory here. Each piece written is
 * scanned once: the work is linear in the input.
 */
export class XmlTokenizer {
  private rest = "";
  private state: State = "content";
  private readonly stack: string[] = [];

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string, final = false): void {
    const s = this.rest + chunk;
    const n = s.length;
    let i = 0;
    while (i < n) {
      if (this.state === "comment" || this.state === "instruction") {
        const marker = this.state === "comment" ? "-->" : "?>";
        const end = s.indexOf(marker, i);
        if (end < 0) {
          i = Math.max(i, n - marker.length + 1);
          break;
        }
        i = end + marker.length;
        this.state = "content";
        continue;
      }
      if (this.state === "cdata") {
        const end = s.indexOf("]]>", i);
        const upTo = end < 0 ? Math.max(i, n - 2) : end;
        if (upTo > i) this.handler.text(s.slice(i, upTo));
        i = upTo;
        if (end < 0) break;
        i += 3;
        this.state = "content";
        continue;
      }
      const lt = s.indexOf("<", i);
      if (lt !== i) {
        let upTo = lt < 0 ? n : lt;
        if (lt < 0) {
          // An entity cut off by the end of the piece waits for the next one.
          const amp = s.lastIndexOf("&", n - 1);
          if (amp >= i && s.indexOf(";", amp) < 0) {
            if (n - amp > 12) throw notAWorkbook("it holds an unknown XML entity");
            upTo = amp;
          }
        }
        if (upTo > i) this.handler.text(decodeEntities(s.slice(i, upTo)));
        i = upTo;
        if (lt < 0) break;
        continue;
      }
      if (n - i < 9 && !final) break; // not yet enough to tell <![CDATA[ from a tag
      if (s.startsWith("<!--", i)) {
        this.state = "comment";
        i += 4;
        continue;
      }
      if (s.startsWith("<![CDATA[", i)) {
        this.state = "cdata";
        i += 9;
        continue;
      }
      if (s.startsWith("<!", i)) {
        throw notAWorkbook(
          "it holds a DOCTYPE or another XML declaration, which Excel never writes",
        );
      }
      if (s.startsWith("<?", i)) {
        this.state = "instruction";
        i += 2;
        continue;
      }
      const end = tagEnd(s, i + 1);
      if (end < 0) {
        if (n - i > MAX_TAG_CHARACTERS) throw notAWorkbook("it holds an endless XML tag");
        break;
      }
      this.tag(s, i + 1, end);
      i = end + 1;
    }
    this.rest = s.slice(i);
    if (this.rest.length > MAX_TAG_CHARACTERS) throw notAWorkbook("it holds an endless XML tag");
  }

  /** The part is complete: anything still open means it was cut off. */
  end(): void {
    this.write("", true);
    if (this.state !== "content" || this.stack.length > 0 || this.rest.trim() !== "") {
      throw notAWorkbook("a part of it ends too early");
    }
  }

  private tag(s: string, start: number, end: number) {
    if (s.charCodeAt(start) === 47 /* / */) {
      const name = s.slice(start + 1, end).trim();
      if (this.stack.pop() !== name) throw notAWorkbook("its XML is malformed");
      this.handler.close(localName(name));
      return;
    }
    const selfClosing = s.charCodeAt(end - 1) === 47;
    const stop = selfClosing ? end - 1 : end;
    let i = start;
    while (i < stop && !isSpace(s.charCodeAt(i))) i++;
    const name = s.slice(start, i);
    if (name === "") throw notAWorkbook("its XML is malformed");
    const attributes: Record<string, string> = Object.create(null);
    while (i < stop) {
      while (i < stop && isSpace(s.charCodeAt(i))) i++;
      if (i >= stop) break;
      const equals = s.indexOf("=", i);
      if (equals < 0 || equals >= stop) throw notAWorkbook("its XML is malformed");
      const attribute = s.slice(i, equals).trim();
      i = equals + 1;
      while (i < stop && isSpace(s.charCodeAt(i))) i++;
      const quote = s[i];
      if (quote !== '"' && quote !== "'") throw notAWorkbook("its XML is malformed");
      const close = s.indexOf(quote, i + 1);
      if (close < 0 || close >= stop) throw notAWorkbook("its XML is malformed");
      attributes[localName(attribute)] = decodeEntities(s.slice(i + 1, close));
      i = close + 1;
    }
    if (!selfClosing) {
      if (this.stack.length >= MAX_DEPTH) throw notAWorkbook("its XML is nested too deeply");
      this.stack.push(name);
    }
    this.handler.open(localName(name), attributes);
    if (selfClosing) this.handler.close(localName(name));
  }
}

/** Where the tag that starts at `from` ends (its `>`), quotes respected; -1 if not in `s` yet. */
function tagEnd(s: string, from: number): number {
  let quote = 0;
  for (let i = from; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 34 || code === 39) quote = code;
    else if (code === 62) return i;
    else if (code === 60) throw notAWorkbook("its XML is malformed");
  }
  return -1;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

function decodeEntities(text: string): string {
  let amp = text.indexOf("&");
  if (amp < 0) return text;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const semicolon = text.indexOf(";", amp);
    if (semicolon < 0 || semicolon - amp > 12) throw notAWorkbook("it holds an unknown XML entity");
    out += text.slice(from, amp) + entity(text.slice(amp + 1, semicolon));
    from = semicolon + 1;
    amp = text.indexOf("&", from);
  }
  return out + text.slice(from);
}

function entity(name: string): string {
  const named = ENTITIES.get(name);
  if (named !== undefined) return named;
  const code = /^#x[0-9a-fA-F]{1,6}$/.test(name)
    ? Number.parseInt(name.slice(2), 16)
    : /^#[0-9]{1,7}$/.test(name)
      ? Number.parseInt(name.slice(1), 10)
      : -1;
  // XML allows no NUL and no half of a surrogate pair, even as a reference.
  if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    throw notAWorkbook("it holds an unknown XML entity");
  }
  return String.fromCodePoint(code);
}
