import { type AddressObject, simpleParser } from "mailparser";
import { csvToLines } from "./csv-to-lines.ts";
import { htmlToLines } from "./html-to-lines.ts";
import type { Address, Attachment, Block, MessageLine, ReadMessage } from "./message-types.ts";
import { pdfToLines } from "./pdf-to-lines.ts";
import { xlsxToLines } from "./spreadsheet-to-lines.ts";
import { textToLines } from "./text-to-lines.ts";

export const READ_LIMITS = {
  maxMessageBytes: 30 * 1024 * 1024,
  maxParts: 100,
  /** Reading one message (MIME and all attachments) may take this long. */
  timeoutMs: 15_000,
  maxBodyCharacters: 1_000_000,
} as const;

/** A message the engine cannot read; `code` says why, the message is shown as it is. */
export class MessageReadError extends Error {
  override name = "MessageReadError";
  constructor(
    readonly code: "too-large" | "too-many-parts" | "timeout" | "malformed",
    message: string,
  ) {
    super(message);
  }
}

const AUTO_REPLY_HEADERS = [
  "auto-submitted",
  "x-autoreply",
  "x-autorespond",
  "x-auto-response-suppress",
  "precedence",
];

/** Raw RFC 5322 bytes → the message with its readable parts turned into lines. */
export async function readMessage(
  raw: Uint8Array,
  limits: Partial<typeof READ_LIMITS> = {},
): Promise<ReadMessage> {
  const limit = { ...READ_LIMITS, ...limits };
  if (raw.length > limit.maxMessageBytes)
    throw new MessageReadError(
      "too-large",
      `The message is ${raw.length} bytes, more than ${limit.maxMessageBytes}.`,
    );
  const boundaries = countBoundaries(raw);
  if (boundaries > limit.maxParts * 2 + 2)
    throw new MessageReadError(
      "too-many-parts",
      `The message has more than ${limit.maxParts} parts.`,
    );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new MessageReadError(
            "timeout",
            `Reading the message took longer than ${limit.timeoutMs} ms.`,
          ),
        ),
      limit.timeoutMs,
    );
  });
  try {
    return await Promise.race([read(raw, limit), timeout]);
  } catch (error) {
    if (error instanceof MessageReadError) throw error;
    throw new MessageReadError(
      "malformed",
      `The message cannot be read: ${(error as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function read(raw: Uint8Array, limit: typeof READ_LIMITS): Promise<ReadMessage> {
  const parsed = await simpleParser(Buffer.from(raw), PARSE_OPTIONS);
  if (parsed.attachments.length > limit.maxParts)
    throw new MessageReadError(
      "too-many-parts",
      `The message has ${parsed.attachments.length} attachments.`,
    );
  const autoReplyHeaders = AUTO_REPLY_HEADERS.filter((name) => {
    const value = parsed.headers.get(name);
    if (value === undefined) return false;
    const text = String(
      typeof value === "object" && value !== null && "value" in value ? value.value : value,
    ).toLowerCase();
    if (name === "auto-submitted") return text !== "no";
    if (name === "precedence") return /auto_reply|auto-reply/.test(text);
    if (name === "x-auto-response-suppress") return false;
    return true;
  });
  // An attached message (message/rfc822) is read as if it had been forwarded inline: its
  // headers and text after the body, its attachments beside the others. One level deep.
  const forwards: string[] = [];
  const parts: Attachment[] = [];
  for (const part of parsed.attachments) {
    const attachment = asAttachment(part);
    parts.push(attachment);
    if (!isAttachedMessage(attachment)) continue;
    const inner = await simpleParser(part.content, PARSE_OPTIONS);
    forwards.push(asInlineForward(inner));
    parts.push(...inner.attachments.map(asAttachment).filter((a) => !isAttachedMessage(a)));
  }
  if (parts.length > limit.maxParts)
    throw new MessageReadError("too-many-parts", `The message has ${parts.length} attachments.`);

  const htmlBody =
    typeof parsed.html === "string" ? parsed.html.slice(0, limit.maxBodyCharacters) : null;
  const rendered = htmlBody === null ? null : htmlToLines(htmlBody);
  // Without a text part (or with a blank one) the text is the HTML as htmlToLines reads it, so
  // that every range in the body, of either format, counts in one text (decision 039).
  const textSource = parsed.text?.trim() || !rendered ? "text" : "html";
  const ownText = (textSource === "text" ? parsed.text : rendered?.text) ?? "";
  const textBody = [ownText, ...forwards].join("\n\n").slice(0, limit.maxBodyCharacters);
  const textLines = textToLines(textBody);
  // the attached messages' lines, after the body's own
  const forwardedLines = forwards.length ? textLines.slice(ownText.split("\n").length) : [];
  const blocks: Block[] = [];
  const htmlHasTable = rendered?.lines.some((line) => line.cells !== null) ?? false;
  const htmlBlock: Block | null = rendered
    ? { carrier: "body-html", name: "body", lines: [...rendered.lines, ...forwardedLines] }
    : null;
  const textBlock: Block = { carrier: "body-text", name: "body", lines: textLines };
  const preferHtml = htmlBlock !== null && (htmlHasTable || ownText.trim() === "");
  blocks.push(preferHtml && htmlBlock ? htmlBlock : textBlock);
  const alternativeBody = preferHtml ? (textBody.trim() ? textBlock : null) : htmlBlock;

  const warnings: string[] = [];
  const attachments: Attachment[] = [];
  for (const attachment of parts) {
    attachments.push(attachment);
    try {
      const lines = await attachmentLines(attachment);
      if (lines)
        blocks.push({ carrier: lines.carrier, name: attachment.filename, lines: lines.lines });
    } catch (error) {
      warnings.push(`${attachment.filename}: ${(error as Error).message}`);
    }
  }
  return {
    from: firstAddress(parsed.from),
    to: addresses(parsed.to),
    subject: parsed.subject ?? "",
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    autoReplyHeaders,
    textBody,
    textSource,
    htmlBody,
    htmlText: rendered?.text ?? null,
    attachments,
    blocks,
    alternativeBody,
    warnings,
  };
}

async function attachmentLines(
  attachment: Attachment,
): Promise<{ carrier: Block["carrier"]; lines: MessageLine[] } | null> {
  const name = attachment.filename.toLowerCase();
  const type = attachment.contentType.toLowerCase();
  if (name.endsWith(".pdf") || type === "application/pdf")
    return { carrier: "pdf", lines: await pdfToLines(attachment.bytes, attachment.filename) };
  if (name.endsWith(".xlsx") || type.includes("spreadsheetml"))
    return { carrier: "xlsx", lines: await xlsxToLines(attachment.bytes, attachment.filename) };
  if (name.endsWith(".csv") || type === "text/csv")
    return { carrier: "csv", lines: csvToLines(attachment.bytes, attachment.filename) };
  return null;
}

// Images stay `cid:` links and HTML is read as text by htmlToLines only (not also by mailparser).
const PARSE_OPTIONS = {
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipHtmlToText: true,
};

function asAttachment(part: {
  filename?: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}): Attachment {
  return {
    filename: part.filename ?? "attachment",
    contentType: part.contentType,
    bytes: new Uint8Array(part.content),
    contentId: part.cid?.trim() || null,
  };
}

function isAttachedMessage(attachment: Attachment): boolean {
  return (
    attachment.contentType.toLowerCase() === "message/rfc822" ||
    attachment.filename.toLowerCase().endsWith(".eml")
  );
}

/** An attached message's headers and text, as a mail client writes a forward inline. */
function asInlineForward(inner: Awaited<ReturnType<typeof simpleParser>>): string {
  const from = firstAddress(inner.from);
  const to = addresses(inner.to);
  const text =
    inner.text?.trim() || typeof inner.html !== "string"
      ? (inner.text ?? "")
      : htmlToLines(inner.html).text;
  return [
    "---------- Forwarded message ---------",
    `From: ${from ? `${from.name} <${from.address}>`.trim() : ""}`,
    ...(inner.date && !Number.isNaN(inner.date.getTime())
      ? [`Date: ${inner.date.toUTCString()}`]
      : []),
    `Subject: ${inner.subject ?? ""}`,
    `To: ${to.map((address) => address.address).join(", ")}`,
    "",
    text,
  ].join("\n");
}

function addresses(value: AddressObject | AddressObject[] | undefined): Address[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((object) =>
    object.value.flatMap((entry) =>
      entry.address ? [{ name: entry.name ?? "", address: entry.address.toLowerCase() }] : [],
    ),
  );
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): Address | null {
  return addresses(value)[0] ?? null;
}

/** MIME boundaries are counted on the raw bytes so a bomb of parts is refused before parsing. */
function countBoundaries(raw: Uint8Array): number {
  let count = 0;
  for (let i = 0; i + 2 < raw.length; i++) {
    if (raw[i] === 0x0a && raw[i + 1] === 0x2d && raw[i + 2] === 0x2d) count++;
  }
  return count;
}
