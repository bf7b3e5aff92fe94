import type { InquiryStatus } from "../inquiries/inquiry-statuses.ts";

/**
 * The order statuses an inquiry may move to from each (decision 016): the only place that
 * knows them. Intake moves (received → queued → …) are the intake's own.
 */
const ALLOWED: Partial<Record<InquiryStatus, readonly InquiryStatus[]>> = {
  pending_validation: ["saved", "validated", "rejected"],
  saved: ["saved", "validated", "rejected"],
  // Delivery (decision 027): the ERP accepts, confirms or refuses; an order it refused is sent
  // again (retry, back to validated) or corrected (saved, validated again).
  // An integrator marks an order taken over by its own system (decision 043): completed.
  validated: ["submitted", "submit_failed", "completed"],
  submitted: ["completed", "submit_failed"],
  submit_failed: ["validated", "saved", "rejected"],
};

export function canMove(from: InquiryStatus, to: InquiryStatus): boolean {
  return ALLOWED[from]?.includes(to) ?? false;
}

/** Waiting for an operator's validation: the /validate queue. */
export const AWAITING_VALIDATION: readonly InquiryStatus[] = ["pending_validation", "saved"];
/** Done with: what /archive shows, and all that read:validated_order alone may read. */
export const ARCHIVED: readonly InquiryStatus[] = [
  "validated",
  "submitted",
  "completed",
  "rejected",
];
