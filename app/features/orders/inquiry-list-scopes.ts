import type { InquiryListScope } from "./inquiry-list-query";
import { archiveStatuses, inquiryStatuses, validationQueueStatuses } from "./inquiry-statuses";

/** /order-inquiries: every inquiry, whatever its status; the last changed first (spec 9). */
export const orderInquiriesScope: InquiryListScope = {
  statuses: inquiryStatuses,
  sortBy: "updated_at",
  sortOrder: "desc",
};

/** /validate: the orders waiting for an operator's validation, the oldest received first. */
export const validationQueueScope: InquiryListScope = {
  statuses: validationQueueStatuses,
  sortBy: "received_at",
  sortOrder: "asc",
};

/** /archive: the orders an operator is done with; the last changed first. */
export const archiveScope: InquiryListScope = {
  statuses: archiveStatuses,
  sortBy: "updated_at",
  sortOrder: "desc",
  byValidationDate: true,
};
