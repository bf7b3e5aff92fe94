import type { ExtractedLine, ExtractedOrder } from "../extract-order.ts";
import type { Engine } from "../found-value.ts";

/** The model's proposals after Fennec's matchers accepted them. */
export type Proposals = {
  isOrder: boolean;
  lines: ExtractedLine[];
  customer: ExtractedOrder["customer"];
  orderReference: ExtractedOrder["orderReference"];
  requestedDeliveryDate: ExtractedOrder["requestedDeliveryDate"];
};

/**
 * Whether the model may add anything: not to an automatic reply or a question (the built-in
 * classification decides those), and not to an order whose every value the rules found.
 */
export function worthAsking(builtin: ExtractedOrder): boolean {
  if (!builtin.isOrder) return builtin.kind === "no-order-lines";
  return (
    !builtin.customer ||
    !builtin.orderReference ||
    !builtin.requestedDeliveryDate ||
    builtin.lines.length === 0
  );
}

/**
 * The built-in result with the gaps filled from the model: what the rules found stays as it is,
 * the model fills only what they missed, and every value says which engine it came from.
 * `withLines` re-reads the message with the model's lines, for a message the rules found no
 * lines in (it is then classified, and its header read, as any order).
 */
export function mergeLlmAnswer(
  builtin: ExtractedOrder,
  proposals: Proposals,
  withLines: (lines: ExtractedLine[]) => ExtractedOrder,
): ExtractedOrder {
  let base = builtin;
  // an order of lines whose products the rules did not find (decision 037) takes the model's too
  if (!builtin.isOrder || builtin.lines.length === 0) {
    if (!proposals.isOrder || proposals.lines.length === 0) return builtin;
    base = withLines(proposals.lines);
    if (!base.isOrder) return builtin;
  }
  const customer = base.customer ? mark(base.customer, "builtin") : proposals.customer;
  const customerNumber = customer?.customerNumber ?? null;
  const proposedReference =
    proposals.orderReference?.value === customerNumber ? null : proposals.orderReference;
  return {
    ...base,
    customer,
    orderReference: base.orderReference ? mark(base.orderReference, "builtin") : proposedReference,
    requestedDeliveryDate: base.requestedDeliveryDate
      ? mark(base.requestedDeliveryDate, "builtin")
      : proposals.requestedDeliveryDate,
    lines: base.lines.map((line) => (line.engine ? line : mark(line, "builtin"))),
  };
}

function mark<T extends object>(value: T, engine: Engine): T & { engine: Engine } {
  return { ...value, engine };
}
