import { z } from "zod";
import { deliveryStatuses } from "./delivery-statuses";

/** One call Fennec made for a delivery: a submission or a status read, and what came of it. */
export const deliveryAttemptSchema = z.object({
  kind: z.string(),
  outcome: z.string(),
  reason: z.string().nullable().optional().default(null),
  duration_ms: z.number(),
  at: z.string(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** A line the ERP refused; `line` counts the order's lines from 1. */
export const lineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type LineError = z.infer<typeof lineErrorSchema>;

/**
 * One hand-over of the order to an ERP (`deliveries` of GET /api/orders/order-inquiries/{id},
 * newest first; its attempts oldest first).
 */
export const orderDeliverySchema = z.object({
  id: z.string(),
  status: z.enum(deliveryStatuses),
  integration_name: z.string().nullable().optional().default(null),
  erp_order_number: z.string().nullable().optional().default(null),
  reason: z.string().nullable().optional().default(null),
  line_errors: z
    .array(lineErrorSchema)
    .nullable()
    .optional()
    .transform((errors) => errors ?? []),
  created_at: z.string(),
  submitted_at: z.string().nullable().optional().default(null),
  completed_at: z.string().nullable().optional().default(null),
  attempts: z.array(deliveryAttemptSchema).optional().default([]),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/**
 * What an inquiry's answer says about its delivery; an answer from before delivery existed
 * parses as "not sent".
 */
export const deliveryFieldsSchema = {
  erp_order_number: z.string().nullable().optional().default(null),
  deliveries: z.array(orderDeliverySchema).optional().default([]),
};
