import type { ExtractedOrder } from "../../orders/extraction/extract-order.ts";
import type { Engine } from "../../orders/extraction/found-value.ts";
import type { Provenance } from "../../orders/extraction/message-types.ts";
import {
  aiHeaderValue,
  aiLineValue,
  type WorkingOrder,
} from "../../orders/validation/working-order.ts";

/**
 * The `order.validated` event (decision 028): the validated order as the operator (or the
 * threshold rule) left it, and for each value where it came from: read from the e-mail (with the
 * AI's confidence and the place it was read), corrected by a person, or entered by hand.
 */

/** How a value of the validated order came to be. */
export type ValueSource = {
  /**
   * extracted: the AI's value, kept; corrected: the AI read another value, a person changed it;
   * entered: the AI read nothing, a person typed it; none: no value either way.
   */
  origin: "extracted" | "corrected" | "entered" | "none";
  /** What the AI read, when it read something. */
  extracted_value: string | null;
  /** The AI's confidence in what it read (0 to 1). */
  confidence: number | null;
  /** Where in the e-mail it was read: the body's character range, a PDF page, a sheet cell … */
  provenance: Provenance | null;
  engine?: Engine;
};

export type OrderValidatedPayload = {
  type: "order.validated";
  timestamp: string;
  data: {
    order_id: string;
    status: string;
    order_reference: string | null;
    requested_delivery_date: string | null;
    delivery_address: string | null;
    remarks: string | null;
    customer: { number: string | null; name: string | null };
    lines: Array<{
      line: number;
      product_code: string | null;
      product_description: string | null;
      quantity: string | null;
      unit: string | null;
      remarks: string | null;
    }>;
    validated_at: string | null;
    validated_by?: string;
    automatic?: boolean;
    sources: {
      customer_number: ValueSource;
      order_reference: ValueSource;
      requested_delivery_date: ValueSource;
      lines: Array<{
        line: number;
        product_code: ValueSource;
        quantity: ValueSource;
        unit: ValueSource;
      }>;
    };
  };
};

export type OrderValidatedInput = {
  inquiryId: string;
  status: string;
  order: WorkingOrder;
  /** What the AI extracted; null for an order it did not read. */
  result: ExtractedOrder | null;
  customerName: string | null;
  productDescription: (code: string) => string | null;
  validatedAt: Date | null;
  /** The person who validated it; none when the threshold rule did. */
  validatedBy: string | null;
  automatic: boolean;
  timestamp: Date;
};

type Found = { confidence: number; provenance: Provenance; engine?: Engine } | null | undefined;

function same(field: string, a: string, b: string): boolean {
  if (a === b) return true;
  // "12.50" and "12.5" are the same quantity
  return field === "quantity" && Number(a) === Number(b) && a.trim() !== "" && b.trim() !== "";
}

function sourceOf(
  field: string,
  extracted: string | null,
  final: string | null,
  found: Found,
): ValueSource {
  const origin: ValueSource["origin"] =
    extracted === null
      ? final === null
        ? "none"
        : "entered"
      : final !== null && same(field, extracted, final)
        ? "extracted"
        : "corrected";
  return {
    origin,
    extracted_value: extracted,
    confidence: extracted === null ? null : (found?.confidence ?? null),
    provenance: extracted === null ? null : (found?.provenance ?? null),
    ...(extracted !== null && found?.engine ? { engine: found.engine } : {}),
  };
}

export function orderValidatedPayload(input: OrderValidatedInput): OrderValidatedPayload {
  const { order, result } = input;
  const lines = order.lines.map((line, index) => ({
    line: index + 1,
    product_code: line.product_code,
    product_description: line.product_code ? input.productDescription(line.product_code) : null,
    quantity: line.quantity,
    unit: line.unit,
    remarks: line.remarks,
  }));
  const lineSources = order.lines.map((line, index) => {
    const found = line.ai_line === null ? undefined : result?.lines[line.ai_line];
    const of = (field: "product_code" | "quantity" | "unit") =>
      sourceOf(field, aiLineValue(result, line.ai_line, field), line[field], found);
    return {
      line: index + 1,
      product_code: of("product_code"),
      quantity: of("quantity"),
      unit: of("unit"),
    };
  });
  return {
    type: "order.validated",
    timestamp: input.timestamp.toISOString(),
    data: {
      order_id: input.inquiryId,
      status: input.status,
      order_reference: order.order_reference,
      requested_delivery_date: order.requested_delivery_date,
      delivery_address: order.delivery_address,
      remarks: order.remarks,
      customer: { number: order.customer_number, name: input.customerName },
      lines,
      validated_at: input.validatedAt ? input.validatedAt.toISOString() : null,
      ...(input.validatedBy ? { validated_by: input.validatedBy } : {}),
      automatic: input.automatic,
      sources: {
        customer_number: sourceOf(
          "customer_number",
          aiHeaderValue(result, "customer_number"),
          order.customer_number,
          result?.customer,
        ),
        order_reference: sourceOf(
          "order_reference",
          aiHeaderValue(result, "order_reference"),
          order.order_reference,
          result?.orderReference,
        ),
        requested_delivery_date: sourceOf(
          "requested_delivery_date",
          aiHeaderValue(result, "requested_delivery_date"),
          order.requested_delivery_date,
          result?.requestedDeliveryDate,
        ),
        lines: lineSources,
      },
    },
  };
}
