/**
 * The statuses of one hand-over of an order to the ERP (server/db/schema/order-deliveries.ts):
 * pending → submitted → completed, or refused, failed (the retries ran out) or cancelled.
 */
export const deliveryStatuses = [
  "pending",
  "submitted",
  "completed",
  "refused",
  "failed",
  "cancelled",
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
