import { z } from "zod";
import { exportAttemptSchema } from "../connectivity/export-profile.ts";
import { DELIVERY_STATUSES } from "./delivery-statuses.ts";

/**
 * One hand-over of an order to an ERP (`deliveries` of GET /api/orders/order-inquiries/{id},
 * newest first; its attempts oldest first), for the route and the web (decision 041).
 * The defaults read answers from before a field existed (decision 027 grew in steps).
 */

/** One call Fennec made for a delivery: a submission or a status read, and what came of it. */
export const deliveryAttemptSchema = z.object({
  kind: z.enum(["submit", "status"]),
  outcome: z.string(),
  reason: z.string().nullable().optional().default(null),
  duration_ms: z.number().int(),
  at: z.string(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** A line the ERP refused; `line` counts the order's lines from 1. */
export const lineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type LineError = z.infer<typeof lineErrorSchema>;

export const orderDeliverySchema = z
  .object({
    id: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    integration_name: z.string().nullable().optional().default(null),
    erp_order_number: z.string().nullable().optional().default(null),
    reason: z.string().nullable().optional().default(null),
    // The API answers [] when the ERP named no line; older answers lack the field.
    line_errors: z.array(lineErrorSchema).optional().default([]),
    created_at: z.string(),
    submitted_at: z.string().nullable().optional().default(null),
    completed_at: z.string().nullable().optional().default(null),
    attempts: z.array(deliveryAttemptSchema).optional().default([]),
  })
  .meta({ id: "OrderDelivery" });
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/**
 * What an inquiry's answer says about its delivery; an answer from before delivery existed
 * parses as "not sent".
 */
export const deliveryFieldsSchema = {
  erp_order_number: z.string().nullable().optional().default(null),
  deliveries: z.array(orderDeliverySchema).optional().default([]),
  /** Every attempt of the export profiles at this order, newest first (decision 046). */
  exports: z.array(exportAttemptSchema).optional().default([]),
};
