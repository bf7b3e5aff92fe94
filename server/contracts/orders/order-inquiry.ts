import { z } from "zod";
import { INQUIRY_STATUSES } from "./inquiry-statuses.ts";
import { deliveryFieldsSchema } from "./order-delivery.ts";

/**
 * An order inquiry as GET /api/orders/order-inquiries(/{id}) answers it: one contract for the
 * route, the inquiry pages and the validation screen (issue 18 item 5, decision 041).
 *
 * Inquiries are stored for years: the AI's `result` and the working `order` are JSON written by
 * whichever version of extraction ran then. Fields added later are optional (or default to
 * empty), so older results still read. No `.catch`/`.transform`: the OpenAPI generator cannot
 * write them, and an answer of another shape should fail loudly (spec section 5).
 */

const text = z.string().nullable().optional();

// The API keeps AI accuracy as an exact decimal (numeric): node-postgres may hand it over as text.
const fraction = z.coerce.number().nullable().optional();

/** A row of `GET /api/orders/order-inquiries` (decision 016 adds the order's facts). */
export const inquirySchema = z
  .object({
    id: z.string(),
    inbound_message_id: z.string().optional(),
    channel_id: z.string().nullable(),
    status: z.enum(INQUIRY_STATUSES),
    subject: z.string().nullable(),
    from_address: z.string().nullable(),
    from_name: z.string().nullable(),
    sent_at: text,
    received_at: z.string(),
    error: z.string().nullable(),
    customer_number: text,
    customer_name: text,
    order_reference: text,
    line_count: z.number().int().nullable().optional(),
    ai_accuracy: fraction,
    processed_at: text,
    created_at: z.string().optional(),
    updated_at: z.string().optional(),
    version: z.number().int(),
    rejection_reason: text,
    validated_at: text,
    /** The ERP's number for the order, once the ERP accepted it. */
    erp_order_number: text,
  })
  .meta({ id: "OrderInquiry" });
export type Inquiry = z.infer<typeof inquirySchema>;

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

// Results from before provenance existed lack it.
const provenance = provenanceSchema.optional();
/** A header value the AI found (null: none); results before decision 033 may lack one. */
const foundSchema = z.looseObject({ confidence: z.number(), provenance }).nullable().optional();

/** How sure the AI is of each header field, found or not (decision 033); older results lack it. */
const headerConfidenceSchema = z
  .object({
    customer: z.number(),
    orderReference: z.number(),
    requestedDeliveryDate: z.number(),
  })
  .nullable();

/** Text the AI read as an order line but found no product in (decision 037). */
const unmatchedTextSchema = z.looseObject({
  sourceText: z.string(),
  quantity: z.string(),
  unit: z.string().nullable(),
  provenance,
});
export type UnmatchedText = z.infer<typeof unmatchedTextSchema>;

/**
 * The AI's reading (`result`), camelCase as extraction stores it
 * (server/modules/orders/extraction/extract-order.ts): declared are the parts the screens read;
 * the rest of what is stored is answered as it is (a loose object).
 */
export const aiResultSchema = z
  .looseObject({
    customer: foundSchema,
    orderReference: foundSchema,
    requestedDeliveryDate: foundSchema,
    headerConfidence: headerConfidenceSchema.optional(),
    lines: z
      .array(z.looseObject({ confidence: z.number(), provenance }))
      .optional()
      .default([]),
    /** Older results lack it (decision 037). */
    unmatched: z.array(unmatchedTextSchema).optional().default([]),
  })
  .meta({ id: "OrderExtractionResult" });
export type AiResult = z.infer<typeof aiResultSchema>;

/** The values an operator changed from the AI's (decision 038); older orders lack them. */
const correctedFields = z.array(z.string()).optional().default([]);

/** The working order the operator edits (docs/decisions/016; validation/working-order.ts). */
export const workingOrderSchema = z
  .object({
    customer_number: z.string().nullable(),
    customer_name: text,
    order_reference: z.string().nullable(),
    /** YYYY-MM-DD */
    requested_delivery_date: z.string().nullable(),
    delivery_address: z.string().nullable(),
    remarks: z.string().nullable(),
    corrected_fields: correctedFields,
    lines: z.array(
      z.object({
        id: z.string(),
        product_code: z.string().nullable(),
        product_description: text,
        /** An exact decimal as text, e.g. "12.5". */
        quantity: z.string().nullable(),
        unit: z.string().nullable(),
        remarks: z.string().nullable(),
        /** The AI's line this one started from; none on a line the operator added. */
        ai_line: z.number().int().nullable().optional().default(null),
        /** The AI's unmatched text a line was added for (decision 037). */
        unmatched_text: z.number().int().nullable().optional(),
        corrected_fields: correctedFields,
      }),
    ),
  })
  .meta({ id: "WorkingOrder" });
export type WorkingOrder = z.infer<typeof workingOrderSchema>;

export const historyEntrySchema = z.object({
  status: z.enum(INQUIRY_STATUSES),
  at: z.string(),
  by: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

// The audit keeps values as text (order_changes, decision 038).
const changedValue = z.string().nullable();
export const orderChangeSchema = z.object({
  field: z.string(),
  line_id: z.string().nullable().optional(),
  ai_value: changedValue,
  previous_value: changedValue,
  final_value: changedValue,
  by: z.string().nullable().optional(),
  at: z.string(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/**
 * `GET /{id}`: the inquiry, what the AI found, the working order, its history and audit, and its
 * deliveries to the ERP (newest first, decision 027).
 */
export const inquiryDetailSchema = inquirySchema
  .extend({
    result: aiResultSchema.nullable(),
    order: workingOrderSchema.nullable(),
    validated_by: text,
    history: z.array(historyEntrySchema).optional().default([]),
    changes: z.array(orderChangeSchema).optional().default([]),
    ...deliveryFieldsSchema,
  })
  .meta({ id: "OrderInquiryDetail" });
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** Answer of POST /api/orders/order-inquiries/process and /reject: which ids moved, which not. */
export const inquiryTransitionSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.string()),
});
