import { z } from "zod";

/**
 * POST /api/connectivity/channels/{id}/messages: the inbound message an uploaded .eml became;
 * `duplicate` when the same message was received before (200 instead of 201). For the route and
 * the web alike (decision 041).
 */
export const storedMessageSchema = z.object({
  /** The stored e-mail. */
  id: z.uuid(),
  duplicate: z.boolean(),
  /** The order inquiry opened for it: follow it at /api/orders/order-inquiries/{id}. */
  inquiry_id: z.uuid(),
});
