import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { inquiryStatuses } from "~/features/orders/inquiry-statuses";
import { deliveryFieldsSchema } from "~/features/orders/order-delivery-schema";
import { getApi } from "~/lib/api-context.server";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/orders/order-inquiries";
const inquiryPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Where an extracted value was read (server/modules/orders/extraction/message-types.ts). */
export const provenanceSchema = z.union([
  z.object({
    source: z.literal("body"),
    format: z.enum(["text", "html"]),
    start: z.number(),
    end: z.number(),
  }),
  z.object({ source: z.literal("subject") }),
  z.object({ source: z.literal("pdf"), attachment: z.string(), page: z.number() }),
  z.object({
    source: z.literal("sheet"),
    attachment: z.string(),
    sheet: z.string(),
    cell: z.string(),
  }),
  z.object({
    source: z.literal("csv"),
    attachment: z.string(),
    row: z.number(),
    column: z.number().nullable(),
  }),
  z.object({ source: z.literal("llm"), model: z.string() }),
]);
export type Provenance = z.infer<typeof provenanceSchema>;

const foundSchema = z
  .object({ confidence: z.number(), provenance: provenanceSchema.optional().catch(undefined) })
  .nullable()
  .catch(null);

/** How sure the AI is of each header field, found or not (decision 033); older results lack it. */
const headerConfidenceSchema = z
  .object({
    customer: z.number(),
    orderReference: z.number(),
    requestedDeliveryDate: z.number(),
  })
  .nullable()
  .catch(null);

/** Text the AI read as an order line but found no product in (decision 037). */
const unmatchedTextSchema = z.object({
  sourceText: z.string(),
  quantity: z.string(),
  unit: z.string().nullable(),
  provenance: provenanceSchema.optional().catch(undefined),
});
export type UnmatchedText = z.infer<typeof unmatchedTextSchema>;

/** The AI's reading (`result`, camelCase as the extraction stores it): only what the screen shows. */
export const aiResultSchema = z.object({
  customer: foundSchema,
  orderReference: foundSchema,
  requestedDeliveryDate: foundSchema,
  headerConfidence: headerConfidenceSchema.optional(),
  lines: z
    .array(
      z.object({
        confidence: z.number(),
        provenance: provenanceSchema.optional().catch(undefined),
      }),
    )
    .catch([]),
  /** Older results lack it. */
  unmatched: z.array(unmatchedTextSchema).catch([]),
});
export type AiResult = z.infer<typeof aiResultSchema>;
/** A value the AI read, or (`absent`) its confidence that the message gives none. */
export type AiValue = NonNullable<AiResult["customer"]> & { absent?: boolean };

const orderLineSchema = z.object({
  id: z.string(),
  product_code: z.string().nullable(),
  product_description: z.string().nullable().optional(),
  quantity: z.string().nullable(),
  unit: z.string().nullable(),
  remarks: z.string().nullable(),
  ai_line: z.number().int().nullable(),
  /** The AI's unmatched text a line was added for (decision 037). */
  unmatched_text: z.number().int().nullable().optional(),
});

/** The working order the operator edits (docs/decisions/016). */
export const workingOrderSchema = z.object({
  customer_number: z.string().nullable(),
  customer_name: z.string().nullable().optional(),
  order_reference: z.string().nullable(),
  requested_delivery_date: z.string().nullable(),
  delivery_address: z.string().nullable(),
  remarks: z.string().nullable(),
  lines: z.array(orderLineSchema),
});
export type WorkingOrder = z.infer<typeof workingOrderSchema>;

/** Statuses in which an operator may still change the order. */
// An order the ERP refused is corrected here and validated again (decision 027).
export const editableStatuses: ReadonlySet<string> = new Set([
  "pending_validation",
  "saved",
  "submit_failed",
]);

/** GET /api/orders/order-inquiries/{id}, as the validation screen reads it. */
export const orderInquirySchema = z.object({
  id: z.string(),
  status: z.enum(inquiryStatuses),
  subject: z.string().nullable(),
  received_at: z.string(),
  version: z.number().int(),
  order: workingOrderSchema.nullable(),
  result: aiResultSchema.nullable().catch(null),
  rejection_reason: z.string().nullable().optional(),
  /** Shown above the form when the ERP refused the order, so the operator sees what to correct. */
  ...deliveryFieldsSchema,
});
export type OrderInquiry = z.infer<typeof orderInquirySchema>;

export function getOrderInquiry(context: Context, id: string) {
  return getApi(context).request(inquiryPath(id));
}

export type OrderInput = {
  customer_number: string | null;
  order_reference: string | null;
  requested_delivery_date: string | null;
  delivery_address: string | null;
  remarks: string | null;
  lines: {
    id?: string;
    product_code: string | null;
    quantity: string | null;
    unit: string | null;
    remarks: string | null;
    unmatched_text?: number | null;
  }[];
};

// The changes answer with the raw response: the action shows the API's refusals in the form.

export function putOrder(
  context: Context,
  id: string,
  body: { version: number; action: "save" | "validate"; next?: true; order: OrderInput },
) {
  return getApi(context).request(`${inquiryPath(id)}/order`, { method: "PUT", json: body });
}

export function rejectOrder(
  context: Context,
  id: string,
  body: { version: number; reason: string },
) {
  return getApi(context).request(`${inquiryPath(id)}/reject-order`, { method: "POST", json: body });
}

export const savedOrderSchema = z.object({
  id: z.string(),
  next_id: z.string().nullable().optional(),
});
