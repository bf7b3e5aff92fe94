/**
 * Where an inquiry is (decision 009): the intake states before extraction, then the order
 * statuses of spec section 4 (`pending_validation` onwards; their moves: decision 016).
 */
export const INQUIRY_STATUSES = [
  "received",
  "queued",
  "processing",
  "failed",
  "not_an_order",
  "pending_validation",
  "saved",
  "validated",
  "rejected",
  "submitted",
  "submit_failed",
  "completed",
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

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
