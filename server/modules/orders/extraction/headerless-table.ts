import type { LineContext } from "./found-line.ts";
import type { Cell, MessageLine } from "./message-types.ts";
import { parseNumber } from "./number-parsing.ts";
import { productByIdentifier } from "./product-matcher.ts";
import type { ColumnRole } from "./table-line-finder.ts";
import { unitOfWord } from "./unit-words.ts";

/** Money, not a quantity: a currency sign or code in the cell. */
const MONEY = /[€$£]|\b(eur|euro|usd)\b/i;

/**
 * The columns of a table without a header row, read from what its cells hold: the column whose
 * cells are catalogue codes or EANs, the numeric column that is neither money nor a running
 * position (1, 2, 3… or 10, 20, 30…), unit words, text. `rows` are consecutive rows with the same
 * number of cells. Null when no column holds codes or no single column can be the quantity.
 */
export function headerlessColumns(
  rows: MessageLine[],
  context: LineContext,
): { role: ColumnRole; cell: Cell }[] | null {
  const width = rows[0]?.cells?.length ?? 0;
  if (width < 2 || rows.length === 0) return null;
  const column = (index: number) => rows.map((row) => (row.cells?.[index]?.text ?? "").trim());
  const share = (texts: string[], test: (text: string) => boolean) =>
    texts.filter(test).length / Math.max(1, texts.filter(Boolean).length);
  const roles: ColumnRole[] = [];
  for (let index = 0; index < width; index++) {
    const texts = column(index);
    const filled = texts.filter(Boolean);
    if (filled.length === 0) roles.push("other");
    else if (
      share(texts, (t) => productByIdentifier(t, context.catalogue, context.aliases) !== null) >=
      0.6
    )
      roles.push("code");
    else if (filled.every((t) => MONEY.test(t))) roles.push("other");
    else if (filled.every((t) => parseNumber(t, context.convention) !== null))
      roles.push(isRunningPosition(filled) ? "other" : "quantity");
    else if (share(texts, (t) => unitOfWord(t.replace(/\.$/, "")) !== null) >= 0.6)
      roles.push("unit");
    else if (filled.some((t) => /\p{L}{3}/u.test(t))) roles.push("description");
    else roles.push("other");
  }
  if (!roles.includes("code")) return null;
  const quantities = roles.flatMap((role, index) => (role === "quantity" ? [index] : []));
  if (quantities.length === 0) return null;
  // several numeric columns (quantity, then price without a currency sign): the one beside the
  // unit, else the first after the product
  const unit = roles.indexOf("unit");
  const chosen =
    quantities.find((index) => unit >= 0 && Math.abs(index - unit) === 1) ??
    quantities.find((index) => index > roles.indexOf("code")) ??
    quantities[0];
  const first = rows[0] as MessageLine;
  return roles.map((role, index) => ({
    role: role === "quantity" && index !== chosen ? "other" : role,
    cell: first.cells?.[index] as Cell,
  }));
}

/** 1, 2, 3… or 10, 20, 30…: line positions. */
function isRunningPosition(texts: string[]): boolean {
  const values = texts.map(Number);
  if (values.some((value) => !Number.isInteger(value))) return false;
  const step = values.length > 1 ? (values[1] as number) - (values[0] as number) : values[0];
  if (step !== 1 && step !== 10) return false;
  return (
    values.every((value, index) => value === (values[0] as number) + index * step) &&
    (values[0] === 1 || values[0] === 10 || values[0] === step)
  );
}
