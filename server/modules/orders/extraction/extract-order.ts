import type { Catalogue } from "./catalogue.ts";
import { type CustomerMatchHow, findCustomer, type SenderAliases } from "./customer-finder.ts";
import { findDeliveryDate } from "./delivery-date-finder.ts";
import type { FoundLine, LineContext } from "./found-line.ts";
import type { Engine, Found, SourceLine } from "./found-value.ts";
import { detectLanguage } from "./language.ts";
import type { BodyPart } from "./message-parts.ts";
import { splitBodyParts } from "./message-parts.ts";
import type { Block, MessageLine, Provenance, ReadMessage } from "./message-types.ts";
import { classifyMessage, type MessageKind } from "./non-order-classifier.ts";
import type { NumberConvention } from "./number-parsing.ts";
import { type Aliases, aliasKey, type ProductMatch } from "./product-matcher.ts";
import { findOrderReference, isReplySubject } from "./reference-finder.ts";
import { findTableLines } from "./table-line-finder.ts";
import { findTextLines } from "./text-line-finder.ts";
import { readTextTables } from "./text-table-reader.ts";
import type { UnmatchedText } from "./unmatched-text.ts";
import {
  customerConfidence,
  dateConfidence,
  type HeaderConfidence,
  headerConfidence,
  lineConfidence,
  referenceConfidence,
} from "./value-confidence.ts";

export type ExtractedLine = {
  sku: string;
  /** Exact decimal as written ("1250.5"), and the same as a number. */
  quantity: string;
  quantityNumber: number;
  unit: string;
  confidence: number;
  provenance: Provenance;
  sourceText: string;
  engine?: Engine;
  /** How the product was recognised (set by the built-in engine). */
  how?: ProductMatch["how"];
  /**
   * The words that named the product, as written (set by the built-in engine): what an
   * operator's correction of this line is learned from (decision 013).
   */
  productText?: string;
};

export type ExtractedOrder = {
  isOrder: boolean;
  kind: MessageKind;
  customer: {
    customerNumber: string;
    confidence: number;
    provenance: Provenance;
    engine?: Engine;
    /** What identified the customer (set by the built-in engine). */
    how?: CustomerMatchHow;
  } | null;
  orderReference: Found<string> | null;
  requestedDeliveryDate: Found<string> | null;
  lines: ExtractedLine[];
  /**
   * Text written as an order line in which no product was found (decision 037), in the order of
   * the message: the operator adds the line for it, and what they choose is learned. Absent on
   * results stored before it existed.
   */
  unmatched?: UnmatchedText[];
  /**
   * How sure the engine is of each header field, found or not: a found value's confidence, or
   * the chance that a field it did not find is really absent (decision 033). Absent on results
   * stored before it existed.
   */
  headerConfidence?: HeaderConfidence;
};

/** The order lines of a block, and the text in it written as order lines that named no product. */
type LinesFound = { lines: FoundLine[]; unmatched: UnmatchedText[] };

type BodyReading = LinesFound & {
  ownParts: BodyPart[];
  forwardedParts: BodyPart[];
  convention: NumberConvention;
};

export type ExtractOptions = {
  /** Customer-specific text → product code, learned from earlier validations. */
  aliases?: ReadonlyMap<string, string> | Record<string, string>;
  /**
   * Lines another engine found (the LLM, decision 011), taken when the rules find none; they
   * then count for telling an order, and the header is read as for any order.
   */
  fallbackLines?: ExtractedLine[];
  /** Sender address → customer number, learned from earlier validations. */
  senderAliases?: ReadonlyMap<string, string> | Record<string, string>;
};

/** What a message says, read once: its order lines and the text the header rules read. */
type OrderReading = {
  lines: ExtractedLine[];
  unmatched: UnmatchedText[];
  ownParts: BodyPart[];
  forwardedParts: BodyPart[];
  headerLines: SourceLine[];
};

/**
 * Reads the order in a message: who orders, their reference, the delivery date asked for, and
 * the lines, each matched to the catalogue with a confidence and where it was read. Pure: no
 * database, no network.
 */
export function extractOrder(
  message: ReadMessage,
  catalogue: Catalogue,
  options: ExtractOptions = {},
): ExtractedOrder {
  const reading = readOrder(message, catalogue, toAliases(options.aliases));
  const { ownParts, forwardedParts, headerLines } = reading;
  // lines another engine found count when the rules find none (decision 011)
  const lines = reading.lines.length > 0 ? reading.lines : (options.fallbackLines ?? []);
  // what another engine found is not unmatched any more
  const unmatched = reading.unmatched.filter(
    (text) => !lines.some((line) => line.sourceText.trim() === text.sourceText),
  );
  const classification = classifyMessage({
    subject: message.subject,
    autoReplyHeaders: message.autoReplyHeaders,
    ownText: [...ownParts, ...forwardedParts].flatMap(partTexts).join("\n"),
    lineCount: lines.length,
    unmatchedCount: unmatched.length,
  });
  if (!classification.isOrder)
    return {
      isOrder: false,
      kind: classification.kind,
      customer: null,
      orderReference: null,
      requestedDeliveryDate: null,
      lines: [],
      unmatched: [],
      headerConfidence: {
        customer: classification.confidence,
        orderReference: classification.confidence,
        requestedDeliveryDate: classification.confidence,
      },
    };

  const customer = customerIn(message, reading, catalogue, options);
  const excluded = new Set(customer ? [customer.value] : []);
  const foundReference = findOrderReference(headerLines, { isReply: isReplySubject, excluded });
  const foundDate = findDeliveryDate(headerLines, message.date);
  // the rules' scores as probabilities (decision 033)
  const orderReference = foundReference && {
    ...foundReference,
    confidence: referenceConfidence(foundReference.confidence),
  };
  const requestedDeliveryDate = foundDate && {
    ...foundDate,
    confidence: dateConfidence(foundDate.confidence),
  };
  const found = customer
    ? {
        customerNumber: customer.value,
        confidence: customerConfidence(customer.how, customer.confidence),
        provenance: customer.provenance,
        how: customer.how,
      }
    : null;
  return {
    isOrder: true,
    kind: classification.kind,
    customer: found,
    orderReference,
    requestedDeliveryDate,
    lines,
    unmatched,
    headerConfidence: headerConfidence({ customer: found, orderReference, requestedDeliveryDate }),
  };
}

/**
 * The customer number of whoever sends the message, by the same rules as `extractOrder` but
 * whether or not it reads as an order yet: a customer's learned wordings (`aliases`) may be what
 * makes its lines readable, so they are looked up for this customer first.
 */
export function findOrderingCustomer(
  message: ReadMessage,
  catalogue: Catalogue,
  options: Pick<ExtractOptions, "senderAliases"> = {},
): string | null {
  const reading = readOrder(message, catalogue, undefined);
  return customerIn(message, reading, catalogue, options)?.value ?? null;
}

function customerIn(
  message: ReadMessage,
  reading: OrderReading,
  catalogue: Catalogue,
  options: ExtractOptions,
) {
  return findCustomer(
    {
      from: message.from?.address ?? null,
      forwardedAuthors: reading.forwardedParts
        .map((part) => part.author)
        .filter((a): a is string => Boolean(a)),
      lines: reading.headerLines,
    },
    catalogue,
    toSenderAliases(options.senderAliases),
  );
}

function readOrder(
  message: ReadMessage,
  catalogue: Catalogue,
  aliases: Aliases | undefined,
): OrderReading {
  const ownDomains = message.to.map((to) => to.address.split("@")[1] ?? "").filter(Boolean);
  const [firstBody, ...attachments] = message.blocks;
  // Both renderings of a multipart/alternative body are read; the one that gives more lines wins
  // (an HTML layout table can scramble what the plain text keeps in order, and the reverse).
  const readings = [firstBody, message.alternativeBody]
    .filter((block): block is Block => Boolean(block))
    .map((block) => readBody(block, message, ownDomains));
  const body = readings.reduce<BodyReading | null>(
    (best, reading) => (!best || reading.lines.length > best.lines.length ? reading : best),
    null,
  );
  const ownParts = body?.ownParts ?? [];
  const forwardedParts = body?.forwardedParts ?? [];
  const context: LineContext = {
    catalogue,
    aliases,
    convention: body?.convention ?? detectLanguage(message.textBody),
  };

  // order lines: the sender's text, then forwarded orders, then attachments
  const found: { line: FoundLine; fromAttachment: boolean }[] = [];
  for (const line of body?.lines ?? []) found.push({ line, fromAttachment: false });
  const attachmentLines = attachments.map((block) => ({
    block,
    ...findLinesIn(block.lines, context),
  }));
  // A quotation or price list sent along with the order is not the order: its lines count only
  // when nothing else in the message gives any.
  const orderDocuments = attachmentLines.filter(({ block }) => !isSideDocument(block));
  const anyOrderLines =
    (body?.lines.length ?? 0) > 0 || orderDocuments.some(({ lines }) => lines.length > 0);
  const documents = anyOrderLines ? orderDocuments : attachmentLines;
  for (const { lines } of documents)
    for (const line of lines) found.push({ line, fromAttachment: true });
  const lines = withoutRepeats(found).map(toExtractedLine);
  const unmatched = onceEach([
    ...(body?.unmatched ?? []),
    ...documents.flatMap((document) => document.unmatched),
  ]);

  function readBody(block: Block, m: ReadMessage, domains: string[]): BodyReading {
    const parts = splitBodyParts(readTextTables(block.lines), {
      subject: m.subject,
      ownDomains: domains,
    });
    const own = parts.filter((part) => part.kind === "own");
    const forwarded = parts.filter((part) => part.kind === "forwarded");
    const convention = detectLanguage(
      own.concat(forwarded).flatMap(partTexts).join("\n") || m.textBody,
    );
    const bodyLines = [...own, ...forwarded].flatMap((part) =>
      part.lines.filter((l) => !l.signature).map((l) => l.line),
    );
    return {
      ownParts: own,
      forwardedParts: forwarded,
      convention,
      ...findLinesIn(bodyLines, { catalogue, aliases, convention }),
    };
  }

  const headerLines: SourceLine[] = [
    ...ownParts.flatMap((part) => sourceLines(part, "own")),
    ...forwardedParts.flatMap((part) => sourceLines(part, "forwarded")),
    ...attachments.flatMap((block) =>
      block.lines.map((line) => ({
        text: line.text,
        provenance: line.provenance,
        origin: "attachment" as const,
      })),
    ),
    { text: message.subject, provenance: { source: "subject" }, origin: "subject" },
    ...forwardedParts.flatMap((part) =>
      part.subject
        ? [
            {
              text: part.subject,
              provenance: { source: "subject" as const },
              origin: "subject" as const,
            },
          ]
        : [],
    ),
  ];
  return { lines, unmatched, ownParts, forwardedParts, headerLines };
}

function findLinesIn(lines: MessageLine[], context: LineContext): LinesFound {
  const tables = findTableLines(lines, context);
  const rest = lines.filter(
    (line) => !tables.used.has(line) && !(line.cells && line.cells.length === 0),
  );
  // table rows found by a table rule keep their place: merge by position in the block
  const text = findTextLines(rest, context);
  const order = new Map(lines.map((line, index) => [line.provenance, index] as const));
  const position = (found: Placed) => order.get(found.provenance) ?? indexByText(lines, found);
  const inPlace = (a: Placed, b: Placed) => position(a) - position(b);
  return {
    lines: [...tables.found, ...text.found].sort(inPlace),
    unmatched: [...tables.unmatched, ...text.unmatched].sort(inPlace),
  };
}

type Placed = { provenance: Provenance; sourceText: string };

function indexByText(lines: MessageLine[], found: Placed): number {
  const index = lines.findIndex((line) => line.text.trim() === found.sourceText.trim());
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
}

/** The same text unmatched in the body and again in an attachment counts once. */
function onceEach(unmatched: UnmatchedText[]): UnmatchedText[] {
  const seen = new Set<string>();
  return unmatched.filter((text) => {
    const key = `${aliasKey(text.productText)}\u0000${text.quantity}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The same line in the body and again in an attachment (or twice in attachments) counts once. */
function withoutRepeats(found: { line: FoundLine; fromAttachment: boolean }[]): FoundLine[] {
  const body = found.filter((f) => !f.fromAttachment).map((f) => f.line);
  const key = (line: FoundLine) => `${line.product.code}\u0000${line.quantity.value}`;
  const seen = new Map<string, number>();
  for (const line of body) seen.set(key(line), (seen.get(key(line)) ?? 0) + 1);
  const kept = [...body];
  const attachmentKeys = new Map<string, number>();
  for (const { line } of found.filter((f) => f.fromAttachment)) {
    const k = key(line);
    const fromBody = seen.get(k) ?? 0;
    const count = (attachmentKeys.get(k) ?? 0) + 1;
    attachmentKeys.set(k, count);
    if (count <= fromBody) continue;
    kept.push(line);
  }
  return kept;
}

function toExtractedLine(line: FoundLine): ExtractedLine {
  return {
    sku: line.product.code,
    quantity: line.quantity.decimal,
    quantityNumber: line.quantity.value,
    unit: line.product.unit,
    confidence: lineConfidence(line.how, Math.round(line.confidence * 100) / 100),
    provenance: line.provenance,
    sourceText: line.sourceText,
    how: line.how,
    productText: line.productText,
  };
}

function partTexts(part: BodyPart): string[] {
  return part.lines.filter((l) => !l.signature).map((l) => l.line.text);
}

function sourceLines(part: BodyPart, origin: "own" | "forwarded"): SourceLine[] {
  return part.lines.map(({ line }) => ({ text: line.text, provenance: line.provenance, origin }));
}

export function toAliases(aliases: ExtractOptions["aliases"]): Aliases | undefined {
  if (!aliases) return undefined;
  const entries = aliases instanceof Map ? [...aliases] : Object.entries(aliases);
  return new Map(entries.map(([text, code]) => [aliasKey(text), code]));
}

function toSenderAliases(aliases: ExtractOptions["senderAliases"]): SenderAliases | undefined {
  if (!aliases) return undefined;
  const entries = aliases instanceof Map ? [...aliases] : Object.entries(aliases);
  return new Map(entries.map(([address, number]) => [address.trim().toLowerCase(), number]));
}

/** Names a quotation or a price list, in its file name or its first lines. */
const SIDE_DOCUMENT =
  /\b(offerte|offertes|quotation|quote|prijslijst|prijzen|price ?list|pricelist|tarieven)\b/i;

function isSideDocument(block: Block): boolean {
  if (block.carrier !== "csv" && block.carrier !== "xlsx" && block.carrier !== "pdf") return false;
  const name = block.name.replace(/[_.-]+/g, " ");
  return (
    SIDE_DOCUMENT.test(name) ||
    block.lines.slice(0, 2).some((line) => SIDE_DOCUMENT.test(line.text))
  );
}
