import type { FoundLine, LineContext } from "./found-line.ts";
import { unitAgreement } from "./found-line.ts";
import { headerlessColumns } from "./headerless-table.ts";
import type { Cell, MessageLine } from "./message-types.ts";
import { conventionOfColumn, parseNumber } from "./number-parsing.ts";
import {
  type ProductMatch,
  productByAlias,
  productByDescription,
  productByIdentifier,
} from "./product-matcher.ts";
import { unitOfWord } from "./unit-words.ts";
import { mayNameProduct, type UnmatchedText, unmatchedText } from "./unmatched-text.ts";

export type ColumnRole = "code" | "ean" | "description" | "quantity" | "unit" | "other";

const ROLE_PATTERNS: [ColumnRole, RegExp][] = [
  ["ean", /^(ean(-?13)?|barcode|gtin|ean[ -]?code)$/],
  [
    "quantity",
    /^(aantal|aant\.?|qty\.?|quantity|hoeveelheid|bestelhoeveelheid|order qty|besteld|st\.?|stuks)$/,
  ],
  [
    "unit",
    /^(eenheid|eenh\.?|unit|uom|verpakking|verp\.?|verpakkingseenheid|packaging|sales unit)$/,
  ],
  [
    "code",
    /^(art\.?\s*nr\.?|art\.?\s*nummer|artikel\s*nr\.?|artikelnr\.?|artikelnummer|artikelcode|art\.?\s*code|item|item\s*(no\.?|number|nr\.?|code)|item_no|sku|code|product\s*(code|nr\.?|no\.?|number)|productcode|part\s*(no\.?|number)|artnr\.?|referentie|ref\.?|article\s*(no\.?|number)?)$/,
  ],
  [
    "description",
    /^(omschrijving|description|desc\.?|product|artikel|naam|name|benaming|item description|productnaam|artikelomschrijving|product description)$/,
  ],
  [
    "other",
    /^(pos\.?|positie|#|nr\.?|regel|line|prijs|price|unit price|stukprijs|bedrag|amount|totaal|total|btw|vat|korting|discount)$/,
  ],
];

/** Columns with the customer's own numbers or money: never the product or the quantity. */
const FOREIGN_COLUMN =
  /^(ons|onze|eigen|our|customer|klant)\b|prijs|price|bedrag|amount|totaal|total|korting|discount|btw|vat/;
/**
 * In a customer's purchase order "your" is the wholesaler: "Uw art.nr.", "Your item no." hold
 * our codes (the customer's own are "Ons art.nr.", "Our item").
 */
const SUPPLIER_CODE_COLUMN =
  /^(uw|your|leveranciers?|supplier'?s?|vendor)\s*(art(ikel)?\.?\s*(nr|nummer|no|code)?\.?|item(\s*(no|nr|number|code))?\.?|sku|code|product\s*code|ref(erentie)?\.?)$/;
/** Looser forms ("Aantal besteld", "Ordered qty", "Leveranciers artikelnr"), tried after the exact ones. */
const CONTAINED: [ColumnRole, RegExp][] = [
  ["quantity", /aantal|\bqty\b|quantity|hoeveelheid/],
  ["ean", /\bean\b|barcode|gtin/],
  ["unit", /eenheid|\bunit\b|verpakking/],
  [
    "code",
    /art(ikel)?\.?\s*(nr|nummer|no|code)|\bsku\b|item\s*(no|nr|number|code)|product\s*(code|nr|no)|part\s*(no|number)/,
  ],
  ["description", /omschrijving|description|benaming|productnaam/],
];

export function columnRole(header: string): ColumnRole | null {
  const text = header.toLowerCase().replace(/\s+/g, " ").replace(/[:*]$/, "").trim();
  if (SUPPLIER_CODE_COLUMN.test(text)) return "code";
  if (FOREIGN_COLUMN.test(text)) return "other";
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(text)) return role;
  if (text.length <= 30)
    for (const [role, pattern] of CONTAINED) if (pattern.test(text)) return role;
  return null;
}

type Header = { index: number; columns: { role: ColumnRole; cell: Cell }[] };

/** A row that names at least a quantity column and a column for the product. */
function readHeader(line: MessageLine, index: number): Header | null {
  if (!line.cells) return null;
  const columns = line.cells
    .filter((cell) => cell.text !== "")
    .map((cell) => ({ role: columnRole(cell.text), cell }));
  if (columns.some((column) => column.role === null)) return null;
  const roles = new Set(columns.map((column) => column.role));
  if (
    !roles.has("quantity") ||
    !(roles.has("code") || roles.has("ean") || roles.has("description"))
  )
    return null;
  return { index, columns: columns as Header["columns"] };
}

/**
 * Order lines from tables (HTML, text tables, CSV, XLSX, PDF): a header row names the columns,
 * each following row gives the product by code, EAN or description and its quantity. The table
 * ends at the first row that gives neither. Rows used are returned so other rules skip them. A
 * row with a quantity whose product cells name no product is `unmatched` (decision 037).
 */
export function findTableLines(
  lines: MessageLine[],
  context: LineContext,
): { found: FoundLine[]; used: Set<MessageLine>; unmatched: UnmatchedText[] } {
  const found: FoundLine[] = [];
  const used = new Set<MessageLine>();
  const unmatched: UnmatchedText[] = [];
  for (let i = 0; i < lines.length; i++) {
    const named = readHeader(lines[i] as MessageLine, i);
    const header = named ?? inferHeader(lines, i, context);
    if (!header) continue;
    if (named) used.add(lines[i] as MessageLine);
    const rows: { line: MessageLine; cells: Map<ColumnRole, Cell[]> }[] = [];
    // a header row names the columns of the rows after it; an inferred one starts at its first row
    let j = named ? i + 1 : i;
    for (; j < lines.length; j++) {
      const line = lines[j] as MessageLine;
      if (!line.cells) {
        if (line.text.trim() === "") continue;
        break;
      }
      if (readHeader(line, j)) break;
      rows.push({ line, cells: assignCells(line.cells, header) });
    }
    const quantityTexts = rows.flatMap((row) =>
      (row.cells.get("quantity") ?? []).map((cell) => cell.text),
    );
    const convention = conventionOfColumn(quantityTexts, context.convention);
    let misses = 0;
    let read = 0;
    const missed: UnmatchedText[] = [];
    for (const row of rows) {
      const reading = readRow(row.line, row.cells, { ...context, convention });
      if (reading && "line" in reading) {
        found.push(reading.line);
        used.add(row.line);
        misses = 0;
        read++;
        continue;
      }
      if (reading) missed.push(reading.unmatched);
      if (row.line.cells?.filter((c) => c.text !== "").length === 1) {
        used.add(row.line); // a wrapped description, a note
      } else if (++misses > 3) break;
      else used.add(row.line);
    }
    // rows not read say something only in a table known by its header or by rows it read
    if (named || read > 0) unmatched.push(...missed);
    i = j - 1;
  }
  return { found, used, unmatched };
}

/** A table without a header row that starts at line `i`: its columns read from its cells. */
function inferHeader(lines: MessageLine[], i: number, context: LineContext): Header | null {
  const first = lines[i] as MessageLine;
  if (!first.cells || first.cells.length < 2) return null;
  const previous = lines[i - 1];
  // inside a table already passed over (a row that did not read): not a new start
  if (previous?.cells && previous.cells.length === first.cells.length) return null;
  const rows: MessageLine[] = [];
  for (let j = i; j < lines.length; j++) {
    const line = lines[j] as MessageLine;
    if (!line.cells) {
      if (line.text.trim() === "") continue;
      break;
    }
    if (line.cells.length !== first.cells.length) break;
    rows.push(line);
  }
  const columns = headerlessColumns(rows, context);
  return columns ? { index: i, columns } : null;
}

function assignCells(cells: Cell[], header: Header): Map<ColumnRole, Cell[]> {
  const byRole = new Map<ColumnRole, Cell[]>();
  const positioned = header.columns.every((column) => column.cell.x !== undefined);
  for (const [index, cell] of cells.entries()) {
    if (cell.text === "") continue;
    let column = header.columns[index];
    if (positioned && cell.x !== undefined) column = nearestColumn(cell, header.columns) ?? column;
    if (!column) continue;
    const list = byRole.get(column.role) ?? [];
    list.push(cell);
    byRole.set(column.role, list);
  }
  return byRole;
}

/** The header column a cell sits under: the most overlap, else the closest start. */
function nearestColumn(cell: Cell, columns: Header["columns"]) {
  const left = cell.x ?? 0;
  const right = left + (cell.width ?? 0);
  let best: Header["columns"][number] | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const column of columns) {
    const cLeft = column.cell.x ?? 0;
    const cRight = cLeft + (column.cell.width ?? 0);
    const overlap = Math.min(right, cRight) - Math.max(left, cLeft);
    const score =
      overlap > 0 ? overlap + 1000 : -Math.min(Math.abs(cLeft - left), Math.abs(cRight - right));
    if (score > bestScore) {
      bestScore = score;
      best = column;
    }
  }
  return best;
}

/** A row's order line; else, when it has a quantity and words for a product, what is unmatched. */
function readRow(
  line: MessageLine,
  cells: Map<ColumnRole, Cell[]>,
  context: LineContext,
): { line: FoundLine } | { unmatched: UnmatchedText } | null {
  const text = (role: ColumnRole) =>
    (cells.get(role) ?? [])
      .map((cell) => cell.text)
      .join(" ")
      .trim();
  const quantityCell = cells.get("quantity")?.[0];
  if (!quantityCell) return null;
  const quantity =
    quantityCell.value !== undefined
      ? { value: quantityCell.value, decimal: String(quantityCell.value) }
      : parseNumber(quantityCell.text.replace(/\s*(x|×|\p{L}+\.?)$/iu, ""), context.convention);
  if (!quantity || quantity.value <= 0) return null;
  // any product cell that is a code, EAN or alias as a whole ("Artikel" may hold either)
  let match: ProductMatch | null = null;
  let productText = "";
  for (const role of ["code", "ean", "description"] as const)
    for (const cell of cells.get(role) ?? []) {
      if (match) break;
      match = productByIdentifier(cell.text, context.catalogue, context.aliases);
      productText = cell.text.trim();
    }
  if (!match) {
    const description = (cells.get("description") ?? [])
      .map((cell) => cell.text)
      .filter((t) => !/^[A-Z0-9][A-Z0-9\-_./]*\d[A-Z0-9\-_./]*$/i.test(t) || /\s/.test(t))
      .join(" ")
      .trim();
    productText = description || (!cells.has("description") ? text("code") : "");
    if (productText)
      match =
        productByAlias(productText, context.catalogue, context.aliases) ??
        productByDescription(productText, context.catalogue);
  }
  const statedUnit = unitOfWord(text("unit"));
  if (!match) {
    const words = productText || text("code") || text("ean");
    return mayNameProduct(words)
      ? {
          unmatched: unmatchedText({
            sourceText: line.text,
            productText: words,
            quantity,
            unit: statedUnit,
            provenance: line.provenance,
          }),
        }
      : null;
  }
  return {
    line: {
      product: match.product,
      quantity,
      statedUnit,
      confidence: match.confidence * unitAgreement(statedUnit, match.product),
      provenance: line.provenance,
      sourceText: line.text,
      how: match.how,
      productText,
    },
  };
}
