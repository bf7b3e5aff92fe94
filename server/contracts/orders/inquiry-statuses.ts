/**
 * Where an inquiry is (decision 009): the intake states before extraction, then the order
 * statuses of spec section 4 (`pending_validation` onwards; their moves: decision 016).
 * Without imports, so a client module may import it (decision 041).
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
