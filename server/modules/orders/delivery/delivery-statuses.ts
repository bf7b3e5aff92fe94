/**
 * Where a hand-over of an order to the ERP is (decision 027): pending (to be sent, or sent again
 * after a transient failure) → submitted (the ERP accepted it) → completed (the ERP confirmed it);
 * or refused (a business refusal), failed (the retries ran out), cancelled (the ERP cancelled it).
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

/** An operator may send these again (POST /order-inquiries/{id}/retry). */
export const RETRYABLE_DELIVERY: readonly DeliveryStatus[] = ["refused", "failed", "cancelled"];

export const SUBMIT_ORDER_JOB = "delivery.submit-order";
export const READ_ERP_STATUS_JOB = "delivery.read-erp-status";
