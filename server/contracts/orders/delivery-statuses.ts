/**
 * Where a hand-over of an order to the ERP is (decision 027): pending (to be sent, or sent again
 * after a transient failure) → submitted (the ERP accepted it) → completed (the ERP confirmed it);
 * or refused (a business refusal), failed (the retries ran out), cancelled (the ERP cancelled it).
 * Without imports: the browser's delivery badges need the list (decision 041).
 */
export const DELIVERY_STATUSES = [
  "pending",
  "submitted",
  "completed",
  "refused",
  "failed",
  "cancelled",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
