import { z } from "@hono/zod-openapi";

const text = z.string().max(5000).nullable().optional();

/** The order as the validation form sends it (decision 016); values are checked by `checkOrder`. */
export const orderInputSchema = z.object({
  customer_number: text,
  order_reference: text,
  requested_delivery_date: text,
  delivery_address: text,
  remarks: text,
  lines: z
    .array(
      z.object({
        id: z.string().max(64).nullable().optional(),
        product_code: text,
        quantity: text,
        unit: text,
        remarks: text,
        /** A new line added for the AI's unmatched text with this index (decision 037). */
        unmatched_text: z.number().int().min(0).max(1000).nullable().optional(),
      }),
    )
    .max(1000),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

export const writeOrderSchema = z.object({
  version: z.number().int(),
  action: z.enum(["save", "validate"]),
  /** With validate: answer the next order waiting as `next_id`. */
  next: z.boolean().optional(),
  order: orderInputSchema,
});
export type WriteOrder = z.infer<typeof writeOrderSchema>;

export const rejectOrderSchema = z.object({
  version: z.number().int(),
  reason: z.string().max(5000),
});
