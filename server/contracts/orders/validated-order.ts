import { z } from "zod";

/**
 * A validated order as an integrator reads it (decision 043): the data of the `order.validated`
 * webhook event (decision 028), so one order looks the same in a webhook message and in the
 * validated-orders feed. A contract file imports zod only (decision 041).
 */

const provenanceSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("body"),
    format: z.enum(["text", "html"]),
    start: z.number(),
    end: z.number(),
  }),
  z.object({ source: z.literal("subject") }),
  z.object({
    source: z.literal("pdf"),
    attachment: z.string(),
    page: z.number(),
    x: z.number(),
    y: z.number(),
  }),
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

/** How a value of the validated order came to be. */
export const valueSourceSchema = z.object({
  origin: z.enum(["extracted", "corrected", "entered", "none"]),
  extracted_value: z.string().nullable(),
  confidence: z.number().nullable(),
  provenance: provenanceSchema.nullable(),
  engine: z.enum(["builtin", "llm"]).optional(),
});

export const validatedOrderSchema = z.object({
  order_id: z.string(),
  status: z.string(),
  order_reference: z.string().nullable(),
  /** YYYY-MM-DD */
  requested_delivery_date: z.string().nullable(),
  delivery_address: z.string().nullable(),
  remarks: z.string().nullable(),
  customer: z.object({ number: z.string().nullable(), name: z.string().nullable() }),
  lines: z.array(
    z.object({
      line: z.number().int(),
      product_code: z.string().nullable(),
      product_description: z.string().nullable(),
      /** An exact decimal as text, e.g. "12.5". */
      quantity: z.string().nullable(),
      unit: z.string().nullable(),
      remarks: z.string().nullable(),
    }),
  ),
  validated_at: z.string().nullable(),
  validated_by: z.string().optional(),
  automatic: z.boolean().optional(),
  sources: z.object({
    customer_number: valueSourceSchema,
    order_reference: valueSourceSchema,
    requested_delivery_date: valueSourceSchema,
    lines: z.array(
      z.object({
        line: z.number().int(),
        product_code: valueSourceSchema,
        quantity: valueSourceSchema,
        unit: valueSourceSchema,
      }),
    ),
  }),
});
export type ValidatedOrder = z.infer<typeof validatedOrderSchema>;

export const FEED_DEFAULT_PER_PAGE = 50;
export const FEED_MAX_PER_PAGE = 200;

/** Query of GET /api/orders/validated-orders. */
export const validatedOrderFeedQuerySchema = z.object({
  cursor: z.string().max(200).optional().meta({
    description:
      "Where the previous answer ended (its next_cursor); none for the start of the feed. Opaque.",
  }),
  per_page: z.coerce.number().int().min(1).max(FEED_MAX_PER_PAGE).default(FEED_DEFAULT_PER_PAGE),
});

/**
 * One entry of the feed: one validation of an order, with the order as it was validated. An
 * order corrected and validated again comes again, with a higher `version`; `status` is the
 * order's status now (e.g. completed once taken over).
 */
export const validatedOrderFeedEntrySchema = validatedOrderSchema.extend({
  version: z.number().int(),
});
export type ValidatedOrderFeedEntry = z.infer<typeof validatedOrderFeedEntrySchema>;

export const validatedOrderFeedSchema = z.object({
  data: z.array(validatedOrderFeedEntrySchema),
  /** Ask with this for what comes after this page: always set, also when the page is empty. */
  next_cursor: z.string(),
  meta: z.object({
    path: z.string(),
    per_page: z.number().int(),
    /** Entries ready after the cursor that was asked with, this page's included. */
    total: z.number().int(),
    /** Whether more entries are ready now after this page. */
    has_more: z.boolean(),
    /** This path with next_cursor. */
    next: z.string(),
  }),
});
export type ValidatedOrderFeed = z.infer<typeof validatedOrderFeedSchema>;

/** Answer of POST /api/orders/validated-orders/{id}/taken-over. */
export const takenOverSchema = z.object({
  data: z.object({ order_id: z.string(), status: z.literal("completed") }),
});
