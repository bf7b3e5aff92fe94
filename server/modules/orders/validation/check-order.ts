import { randomUUID } from "node:crypto";
import { type Catalogue, normaliseCode } from "../extraction/catalogue.ts";
import { canonicalDecimal } from "./order-decimal.ts";
import type { OrderInput } from "./order-input.ts";
import type { WorkingLine, WorkingOrder } from "./working-order.ts";

export type OrderIssueCode =
  | "required"
  | "unknown_customer"
  | "unknown_product"
  | "no_lines"
  | "invalid_decimal"
  | "invalid_date"
  | "too_long";

/** A value the order cannot be written with, at its place in the request body. */
export type OrderIssue = { path: (string | number)[]; code: OrderIssueCode; message: string };

const MESSAGES: Record<OrderIssueCode, string> = {
  required: "A value is required",
  unknown_customer: "This customer is not in the reference data",
  unknown_product: "This product is not in the reference data",
  no_lines: "An order needs at least one line",
  invalid_decimal: "Enter a number, with a comma or a dot for decimals",
  invalid_date: "Enter a date as YYYY-MM-DD",
  too_long: "This value is too long",
};

const LONG_TEXT = 2000;
const SHORT_TEXT = 200;

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The order as it will be written, from what the form sent and the order before it: values
 * trimmed (empty is none), quantities in one form, lines keeping their ids (and so their AI line)
 * when the order had them. Malformed values are refused always; what a validated order needs
 * (a known customer, lines with a known product and a quantity) only when validating. A new
 * line keeps the unmatched text it was added for, when the AI's result has that text.
 */
export function checkOrder(
  input: OrderInput,
  before: WorkingOrder,
  action: "save" | "validate",
  catalogue: Catalogue,
  unmatchedTexts = 0,
): { order: WorkingOrder; issues: OrderIssue[] } {
  const issues: OrderIssue[] = [];
  const issue = (path: (string | number)[], code: OrderIssueCode) =>
    issues.push({ path: ["order", ...path], code, message: MESSAGES[code] });
  const clean = (value: string | null | undefined, path: (string | number)[], max: number) => {
    const trimmed = value?.trim() ?? "";
    if (trimmed.length > max) issue(path, "too_long");
    return trimmed === "" ? null : trimmed;
  };

  const customer = clean(input.customer_number, ["customer_number"], SHORT_TEXT);
  const date = clean(input.requested_delivery_date, ["requested_delivery_date"], SHORT_TEXT);
  if (date && !isDate(date)) issue(["requested_delivery_date"], "invalid_date");

  const known = new Map(before.lines.map((line) => [line.id, line]));
  const lines = input.lines.map((line, index): WorkingLine => {
    const previous = line.id ? known.get(line.id) : undefined;
    if (previous) known.delete(previous.id); // an id sent twice: the second is a new line
    const rawQuantity = clean(line.quantity, ["lines", index, "quantity"], SHORT_TEXT);
    const quantity = rawQuantity === null ? null : canonicalDecimal(rawQuantity);
    if (rawQuantity !== null && quantity === null)
      issue(["lines", index, "quantity"], "invalid_decimal");
    const code = clean(line.product_code, ["lines", index, "product_code"], SHORT_TEXT);
    return {
      id: previous?.id ?? randomUUID(),
      // as the reference data writes it, when it has it
      product_code: (code && catalogue.productByCode.get(normaliseCode(code))?.code) || code,
      quantity,
      unit: clean(line.unit, ["lines", index, "unit"], SHORT_TEXT),
      remarks: clean(line.remarks, ["lines", index, "remarks"], LONG_TEXT),
      ai_line: previous?.ai_line ?? null,
      unmatched_text: previous
        ? (previous.unmatched_text ?? null)
        : unmatchedTextOf(line.unmatched_text, unmatchedTexts),
    };
  });

  if (action === "validate") {
    if (!customer) issue(["customer_number"], "required");
    else if (!catalogue.customerByNumber.has(customer))
      issue(["customer_number"], "unknown_customer");
    if (!lines.length) issue(["lines"], "no_lines");
    lines.forEach((line, index) => {
      if (!line.product_code) issue(["lines", index, "product_code"], "required");
      else if (!catalogue.productByCode.has(normaliseCode(line.product_code)))
        issue(["lines", index, "product_code"], "unknown_product");
      if (
        line.quantity === null &&
        !issues.some((i) => i.path[3] === "quantity" && i.path[2] === index)
      )
        issue(["lines", index, "quantity"], "required");
    });
  }

  return {
    order: {
      customer_number: customer,
      order_reference: clean(input.order_reference, ["order_reference"], SHORT_TEXT),
      requested_delivery_date: date,
      delivery_address: clean(input.delivery_address, ["delivery_address"], LONG_TEXT),
      remarks: clean(input.remarks, ["remarks"], LONG_TEXT),
      lines,
    },
    issues,
  };
}

/** The unmatched text a new line says it was added for, when there is such a text. */
function unmatchedTextOf(index: number | null | undefined, count: number): number | null {
  return index !== null && index !== undefined && index < count ? index : null;
}
