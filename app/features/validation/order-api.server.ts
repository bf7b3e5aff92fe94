import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import {
  type AiResult,
  type InquiryDetail,
  inquiryDetailSchema,
} from "../../../server/contracts/orders/order-inquiry";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/orders/order-inquiries";
const inquiryPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

// The inquiry's contract (decision 041), re-exported so the screen's modules did not change.
export {
  type AiResult,
  aiResultSchema,
  type Provenance,
  provenanceSchema,
  type UnmatchedText,
  type WorkingOrder,
  workingOrderSchema,
} from "../../../server/contracts/orders/order-inquiry";

/** A value the AI read, or (`absent`) its confidence that the message gives none. */
export type AiValue = NonNullable<AiResult["customer"]> & { absent?: boolean };

/** Statuses in which an operator may still change the order. */
// An order the ERP refused is corrected here and validated again (decision 027).
export const editableStatuses: ReadonlySet<string> = new Set([
  "pending_validation",
  "saved",
  "submit_failed",
]);

/** GET /api/orders/order-inquiries/{id}, as the validation screen reads it: the one contract. */
export { type InquiryDetail as OrderInquiry, inquiryDetailSchema as orderInquirySchema };

export function getOrderInquiry(context: Context, id: string) {
  return getApi(context).request(inquiryPath(id));
}

export type OrderInput = {
  customer_number: string | null;
  order_reference: string | null;
  requested_delivery_date: string | null;
  delivery_address: string | null;
  remarks: string | null;
  lines: {
    id?: string;
    product_code: string | null;
    quantity: string | null;
    unit: string | null;
    remarks: string | null;
    unmatched_text?: number | null;
  }[];
};

// The changes answer with the raw response: the action shows the API's refusals in the form.

export function putOrder(
  context: Context,
  id: string,
  body: { version: number; action: "save" | "validate"; next?: true; order: OrderInput },
) {
  return getApi(context).request(`${inquiryPath(id)}/order`, { method: "PUT", json: body });
}

export function rejectOrder(
  context: Context,
  id: string,
  body: { version: number; reason: string },
) {
  return getApi(context).request(`${inquiryPath(id)}/reject-order`, { method: "POST", json: body });
}

export const savedOrderSchema = z.object({
  id: z.string(),
  next_id: z.string().nullable().optional(),
});
