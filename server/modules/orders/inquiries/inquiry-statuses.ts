import type { InquiryStatus } from "../../../contracts/orders/inquiry-statuses.ts";

export {
  INQUIRY_STATUSES,
  type InquiryStatus,
} from "../../../contracts/orders/inquiry-statuses.ts";

/** An operator may start processing these (again). */
export const PROCESSABLE: readonly InquiryStatus[] = ["received", "failed"];
/** An operator may reject these. */
export const REJECTABLE: readonly InquiryStatus[] = [
  "received",
  "failed",
  "not_an_order",
  "pending_validation",
  "saved",
  "submit_failed",
];
/** Waiting for an operator in /to-process, or on their way. */
export const PENDING: readonly InquiryStatus[] = ["received", "queued", "processing", "failed"];

export const PROCESS_INQUIRY_JOB = "orders.process-inquiry";
