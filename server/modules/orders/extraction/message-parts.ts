import { firstEmailAddress } from "./email-addresses.ts";
import type { MessageLine } from "./message-types.ts";

/**
 * `own`: written by the sender now. `forwarded`: an earlier message passed on as the order.
 * `quoted`: earlier messages in a reply thread, or anything written by the recipient
 * (the wholesaler): never part of this order.
 */
export type PartKind = "own" | "forwarded" | "quoted";

export type PartLine = { line: MessageLine; signature: boolean };
export type BodyPart = {
  kind: PartKind;
  author: string | null;
  subject: string | null;
  lines: PartLine[];
};

const FORWARD_DIVIDER =
  /^\s*-{2,}\s*(doorgestuurd bericht|forwarded message|doorgestuurd|forwarded)\b.*-*\s*$|^\s*begin forwarded message:?\s*$/i;
const ORIGINAL_DIVIDER =
  /^\s*-{2,}\s*(original message|oorspronkelijk bericht|originele bericht)\s*-{2,}\s*$/i;
/** "Op … schreef", "On … wrote", "Op … heeft … geschreven": tested in steps (`isAttribution`). */
const ATTRIBUTION_START = /^\s*(?:op|on)\s./i;
const ATTRIBUTION_VERB = /\s(?:schreef|wrote)/i;
const ATTRIBUTION_HEEFT = /\sheeft /i;
const ATTRIBUTION_GESCHREVEN = / geschreven/i;
const HEADER_LINE =
  /^\s*(van|from|verzonden|sent|date|datum|aan|to|cc|onderwerp|subject)\s*:\s*(.*)$/i;
/** Tested on the trimmed line: a leading `\s*` before the optional words backtracked cubically. */
const CLOSING =
  /^(met\s+)?(vriendelijke|hartelijke|beste)?\s*(groet|groeten|regards|wishes)\b[,.!]*$|^(mvg|m\.v\.g\.?|gr\.?|kind regards|best regards|regards|thanks|thank you|many thanks|cheers|sincerely|alvast bedankt|bedankt|dank u wel|dank je wel|bvd)[,.!]*$/i;
/** A closing is a few words; a longer line is never one, and is not scanned as one. */
const LONGEST_CLOSING = 60;
const FORWARD_SUBJECT = /^\s*(fwd?|fw|doorst|wg|tr)\s*:/i;

/**
 * Splits a body into the sender's own text and the forwarded or quoted messages below it, and
 * marks signature lines (after a closing such as "Met vriendelijke groet"). Quoted lines ("> ")
 * and reply attributions ("Op ... schreef ...:") start a quoted part; a forward divider or an
 * Outlook header block ("Van: / Verzonden: / Onderwerp:") starts an embedded message.
 */
export function splitBodyParts(
  lines: MessageLine[],
  context: { subject: string; ownDomains: string[] },
): BodyPart[] {
  const parts: BodyPart[] = [];
  let current: BodyPart = { kind: "own", author: null, subject: null, lines: [] };
  let inSignature = false;
  const isForwardMessage = FORWARD_SUBJECT.test(context.subject);
  const start = (kind: PartKind, author: string | null, subject: string | null) => {
    parts.push(current);
    current = { kind, author, subject, lines: [] };
    inSignature = false;
  };
  const kindFor = (author: string | null, forwarded: boolean): PartKind => {
    const domain = author?.split("@")[1];
    if (domain && context.ownDomains.includes(domain)) return "quoted";
    return forwarded ? "forwarded" : "quoted";
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as MessageLine;
    const text = line.text;
    if (/^\s*>/.test(text)) {
      if (current.kind !== "quoted") start("quoted", null, null);
      current.lines.push({ line, signature: false });
      continue;
    }
    const forwardDivider = FORWARD_DIVIDER.test(text);
    const headerBlock = !forwardDivider && isHeaderBlockStart(lines, i);
    if (forwardDivider || ORIGINAL_DIVIDER.test(text) || headerBlock) {
      // read the header lines that follow (or start here)
      let j = headerBlock ? i : i + 1;
      let author: string | null = null;
      let subject: string | null = null;
      const headerLines: PartLine[] = [];
      while (
        j < lines.length &&
        (HEADER_LINE.test(lines[j]?.text ?? "") ||
          (lines[j]?.text.trim() === "" && headerLines.length === 0))
      ) {
        const header = HEADER_LINE.exec(lines[j]?.text ?? "");
        if (header) {
          const name = (header[1] ?? "").toLowerCase();
          const value = header[2] ?? "";
          if ((name === "van" || name === "from") && !author) author = emailIn(value);
          if (name === "onderwerp" || name === "subject") subject = value.trim();
        }
        headerLines.push({ line: lines[j] as MessageLine, signature: true });
        j++;
      }
      const forwarded = forwardDivider || (isForwardMessage && current.kind === "own");
      start(kindFor(author, forwarded), author, subject);
      current.lines.push(...headerLines);
      i = j - 1;
      continue;
    }
    if (
      isAttribution(text) ||
      (text.trim() !== "" &&
        isAttribution(`${text} ${lines[i + 1]?.text ?? ""}`) &&
        /:\s*$/.test(lines[i + 1]?.text ?? ""))
    ) {
      start("quoted", emailIn(`${text} ${lines[i + 1]?.text ?? ""}`), null);
      current.lines.push({ line, signature: true });
      continue;
    }
    if (isClosing(text)) inSignature = true;
    current.lines.push({ line, signature: inSignature });
  }
  parts.push(current);
  return parts.filter((part) => part.lines.length > 0);
}

function isHeaderBlockStart(lines: MessageLine[], index: number): boolean {
  const first = HEADER_LINE.exec(lines[index]?.text ?? "");
  if (!first || !/^(van|from)$/i.test(first[1] ?? "")) return false;
  let seen = 0;
  for (let k = index + 1; k < Math.min(lines.length, index + 6); k++) {
    const header = HEADER_LINE.exec(lines[k]?.text ?? "");
    if (header && /^(verzonden|sent|date|datum|onderwerp|subject|aan|to)$/i.test(header[1] ?? ""))
      seen++;
  }
  return seen >= 2;
}

function emailIn(text: string): string | null {
  return firstEmailAddress(text);
}

function isClosing(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= LONGEST_CLOSING && CLOSING.test(trimmed);
}

/**
 * `/^\s*(op|on)\s.+\s(schreef|wrote|heeft .* geschreven)/i`, in linear steps: as one pattern
 * `.+` and `.*` rescanned the rest of the line for every "heeft" in it.
 */
function isAttribution(text: string): boolean {
  const start = ATTRIBUTION_START.exec(text);
  if (!start) return false;
  // what follows the one character `.+` must take
  const rest = text.slice(start[0].length);
  if (ATTRIBUTION_VERB.test(rest)) return true;
  const heeft = ATTRIBUTION_HEEFT.exec(rest);
  return heeft !== null && ATTRIBUTION_GESCHREVEN.test(rest.slice(heeft.index + heeft[0].length));
}
