import type { DeliveryStatus } from "../../../contracts/orders/delivery-statuses.ts";

export {
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from "../../../contracts/orders/delivery-statuses.ts";

/** An operator may send these again (POST /order-inquiries/{id}/retry). */
export const RETRYABLE_DELIVERY: readonly DeliveryStatus[] = ["refused", "failed", "cancelled"];

export const SUBMIT_ORDER_JOB = "delivery.submit-order";
export const READ_ERP_STATUS_JOB = "delivery.read-erp-status";
