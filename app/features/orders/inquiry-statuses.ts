/**
 * The statuses of an inquiry (server/modules/orders/inquiries/inquiry-statuses.ts): the intake
 * states, then the order statuses of spec section 4 (decision 016).
 */
export const inquiryStatuses = [
  "received",
  "queued",
  "processing",
  "failed",
  "not_an_order",
  "pending_validation",
  "saved",
  "validated",
  "submitted",
  "submit_failed",
  "completed",
  "rejected",
] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Waiting for an operator in /to-process, or on their way. */
export const pendingStatuses: readonly InquiryStatus[] = [
  "received",
  "queued",
  "processing",
  "failed",
];

/** The validation queue (/validate). */
export const validationQueueStatuses: readonly InquiryStatus[] = ["pending_validation", "saved"];

/** Done with by an operator: the archive (/archive, read:validated_order). */
export const archiveStatuses: readonly InquiryStatus[] = [
  "validated",
  "submitted",
  "completed",
  "rejected",
];

/** An operator may reject these by the bulk rejection (`POST /reject`). */
export const rejectableStatuses: readonly InquiryStatus[] = [
  "received",
  "failed",
  "not_an_order",
  "pending_validation",
  "saved",
];

/** On its way to the ERP or past it: the order pages show its delivery. */
export const deliveryStageStatuses: readonly InquiryStatus[] = [
  "validated",
  "submitted",
  "submit_failed",
  "completed",
];
