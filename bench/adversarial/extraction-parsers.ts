import { fixtureCatalogue } from "../../server/modules/orders/extraction/catalogue-fixture.ts";
import { csvToLines } from "../../server/modules/orders/extraction/csv-to-lines.ts";
import { findCustomer } from "../../server/modules/orders/extraction/customer-finder.ts";
import { findDates } from "../../server/modules/orders/extraction/date-parsing.ts";
import { findDeliveryDate } from "../../server/modules/orders/extraction/delivery-date-finder.ts";
import { extractOrder } from "../../server/modules/orders/extraction/extract-order.ts";
import type { SourceLine } from "../../server/modules/orders/extraction/found-value.ts";
import {
  decodeEntities,
  htmlToLines,
} from "../../server/modules/orders/extraction/html-to-lines.ts";
import { detectLanguage } from "../../server/modules/orders/extraction/language.ts";
import { matchTokens } from "../../server/modules/orders/extraction/match-tokens.ts";
import { splitBodyParts } from "../../server/modules/orders/extraction/message-parts.ts";
import { classifyMessage } from "../../server/modules/orders/extraction/non-order-classifier.ts";
import { parseNumber } from "../../server/modules/orders/extraction/number-parsing.ts";
import {
  findIdentifiers,
  productByDescription,
} from "../../server/modules/orders/extraction/product-matcher.ts";
import { readMessage } from "../../server/modules/orders/extraction/read-message.ts";
import { findOrderReference } from "../../server/modules/orders/extraction/reference-finder.ts";
import { findTableLines } from "../../server/modules/orders/extraction/table-line-finder.ts";
import { findTextLines } from "../../server/modules/orders/extraction/text-line-finder.ts";
import { readTextTables } from "../../server/modules/orders/extraction/text-table-reader.ts";
import { textToLines } from "../../server/modules/orders/extraction/text-to-lines.ts";
import { readEnvelopeHeaders } from "../../server/modules/orders/intake/read-envelope-headers.ts";
import { senderAddresses } from "../../server/modules/orders/matching/sender-addresses.ts";
import type { AdversarialParser } from "./adversarial-parser.ts";

const catalogue = fixtureCatalogue();
const date = new Date("2026-11-16T10:00:00Z");

/** `text` as the body of an e-mail, as a mail server would deliver it. */
export function mimeMessage(text: string, contentType = "text/plain"): Buffer {
  return Buffer.from(
    `From: Inkoop <inkoop@dezon.nl>\r\nTo: orders@groothandel.example\r\nSubject: Bestelling\r\nDate: Mon, 16 Nov 2026 10:00:00 +0100\r\nMIME-Version: 1.0\r\nContent-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${text.replace(/\r?\n/g, "\r\n")}\r\n`,
  );
}

/** An e-mail whose only attachment holds `content`, as a customer's mail program sends it. */
export function mimeWithAttachment(content: string, filename: string, contentType: string): Buffer {
  return Buffer.from(
    `From: Inkoop <inkoop@dezon.nl>\r\nTo: orders@groothandel.example\r\nSubject: Bestelling\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nZie bijlage\r\n--b\r\nContent-Type: ${contentType}; name="${filename}"\r\nContent-Disposition: attachment; filename="${filename}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(content).toString("base64").replace(/.{76}/g, "$&\r\n")}\r\n--b--\r\n`,
  );
}

const sourceLines = (text: string): SourceLine[] =>
  textToLines(text).map((line) => ({
    text: line.text,
    provenance: line.provenance,
    origin: "own",
  }));

/** `text` as a table: each line split on tabs and pipes into cells. */
const tableLines = (text: string) =>
  textToLines(text).map((line) => ({
    ...line,
    cells: line.text
      .split(/[\t|]/)
      .map((cell, x) => ({ text: cell, x, provenance: line.provenance })),
  }));

const messageOf = (text: string) => ({
  from: { name: "", address: "inkoop@dezon.nl" },
  to: [{ name: "", address: "orders@groothandel.example" }],
  subject: text.slice(0, 1000),
  date,
  autoReplyHeaders: [],
  textBody: text,
  textSource: "text" as const,
  htmlBody: null,
  htmlText: text,
  attachments: [],
  blocks: [{ carrier: "body-text" as const, name: "body", lines: textToLines(text) }],
  alternativeBody: null,
  warnings: [],
});

/**
 * Every reader, finder and matcher an untrusted message reaches on its way through the built-in
 * extraction, each called directly on the input (a line-level rule gets it as one long line).
 */
export const extractionParsers: AdversarialParser[] = [
  { name: "readMessage (text body)", run: (input) => readMessage(mimeMessage(input)) },
  { name: "readMessage (HTML body)", run: (input) => readMessage(mimeMessage(input, "text/html")) },
  {
    name: "readMessage (CSV attachment)",
    run: (input) => readMessage(mimeWithAttachment(input, "order.csv", "text/csv")),
  },
  {
    name: "readMessage (PDF attachment)",
    run: (input) =>
      readMessage(mimeWithAttachment(`%PDF-1.4\n${input}`, "order.pdf", "application/pdf")),
  },
  {
    name: "readMessage (raw MIME)",
    run: (input) => readMessage(Buffer.from(input)),
  },
  { name: "readEnvelopeHeaders", run: (input) => readEnvelopeHeaders(mimeMessage(input)) },
  { name: "textToLines", run: (input) => textToLines(input) },
  { name: "htmlToLines", run: (input) => htmlToLines(input) },
  { name: "decodeEntities", run: (input) => decodeEntities(input) },
  { name: "csvToLines", run: (input) => csvToLines(Buffer.from(input), "order.csv") },
  { name: "readTextTables", run: (input) => readTextTables(textToLines(input)) },
  {
    name: "splitBodyParts",
    run: (input) =>
      splitBodyParts(textToLines(input), {
        subject: "Bestelling",
        ownDomains: ["groothandel.example"],
      }),
  },
  {
    name: "findTextLines",
    run: (input) => findTextLines(textToLines(input), { catalogue, convention: "nl" }),
  },
  {
    name: "findTableLines",
    run: (input) => findTableLines(tableLines(input), { catalogue, convention: "nl" }),
  },
  {
    name: "findCustomer",
    run: (input) =>
      findCustomer(
        { from: "x@unknown.example", forwardedAuthors: [], lines: sourceLines(input) },
        catalogue,
      ),
  },
  {
    name: "findDeliveryDate",
    run: (input) => findDeliveryDate(sourceLines(`lever ${input}`), date),
  },
  { name: "findDates", run: (input) => findDates(input, date) },
  { name: "findOrderReference", run: (input) => findOrderReference(sourceLines(input)) },
  {
    name: "classifyMessage",
    run: (input) =>
      classifyMessage({ subject: input, autoReplyHeaders: [], ownText: input, lineCount: 0 }),
  },
  { name: "detectLanguage", run: (input) => detectLanguage(input) },
  { name: "parseNumber", run: (input) => parseNumber(input, "nl") },
  { name: "matchTokens", run: (input) => matchTokens(input) },
  { name: "findIdentifiers", run: (input) => findIdentifiers(input, catalogue) },
  { name: "productByDescription", run: (input) => productByDescription(input, catalogue) },
  { name: "senderAddresses", run: (input) => senderAddresses(messageOf(input)) },
  { name: "extractOrder", run: (input) => extractOrder(messageOf(input), catalogue) },
];
