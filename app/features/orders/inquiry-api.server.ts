import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import type { ApiListQuery } from "./inquiry-list-query";
import { type InquiryStatus, inquiryStatuses } from "./inquiry-statuses";
import { deliveryFieldsSchema } from "./order-delivery-schema";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/orders/order-inquiries";

// The API keeps AI accuracy as an exact decimal; it may reach us as a string.
const fraction = z.union([z.number(), z.string()]).transform(Number).nullable().optional();

/** A row of `GET /api/orders/order-inquiries` (decision 016 adds the order's facts). */
export const inquirySchema = z.object({
  id: z.string(),
  channel_id: z.string().nullable(),
  status: z.enum(inquiryStatuses),
  subject: z.string().nullable(),
  from_address: z.string().nullable(),
  from_name: z.string().nullable(),
  received_at: z.string(),
  updated_at: z.string().optional(),
  error: z.string().nullable(),
  customer_number: z.string().nullable().optional(),
  customer_name: z.string().nullable().optional(),
  order_reference: z.string().nullable().optional(),
  line_count: z.number().int().nullable().optional(),
  ai_accuracy: fraction,
  validated_at: z.string().nullable().optional(),
  /** The ERP's number for the order, once the ERP accepted it. */
  erp_order_number: z.string().nullable().optional(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

const text = z.string().nullable().optional();

/** The values an operator changed from the AI's (decision 038); older answers lack them. */
const correctedFields = z.array(z.string()).optional().default([]);

export const orderSchema = z.object({
  customer_number: text,
  customer_name: text,
  order_reference: text,
  requested_delivery_date: text,
  delivery_address: text,
  remarks: text,
  corrected_fields: correctedFields,
  lines: z.array(
    z.object({
      id: z.string().optional(),
      product_code: text,
      product_description: text,
      quantity: text,
      unit: text,
      remarks: text,
      ai_line: z.number().int().nullable().optional(),
      corrected_fields: correctedFields,
    }),
  ),
});
export type WorkingOrder = z.infer<typeof orderSchema>;

const historySchema = z.object({
  status: z.enum(inquiryStatuses),
  at: z.string(),
  by: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
});
export type HistoryEntry = z.infer<typeof historySchema>;

const changedValue = z.unknown().transform((value) => (value == null ? null : String(value)));
const changeSchema = z.object({
  field: z.string(),
  line_id: z.string().nullable().optional(),
  ai_value: changedValue,
  previous_value: changedValue,
  final_value: changedValue,
  by: z.string().nullable().optional(),
  at: z.string(),
});
export type OrderChange = z.infer<typeof changeSchema>;

/**
 * `GET /{id}`: the inquiry, what the AI found, the working order, its history and audit, and its
 * deliveries to the ERP.
 */
export const inquiryDetailSchema = inquirySchema.extend({
  inbound_message_id: z.string().optional(),
  result: z.record(z.string(), z.unknown()).nullable(),
  version: z.number().int(),
  order: orderSchema.nullable().optional(),
  rejection_reason: text,
  validated_by: text,
  history: z.array(historySchema).optional().default([]),
  changes: z.array(changeSchema).optional().default([]),
  ...deliveryFieldsSchema,
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export async function listInquiries(context: Context, query: ApiListQuery) {
  const response = await getApi(context).request(BASE, { query });
  return readApiPage(response, inquirySchema);
}

export async function getInquiry(context: Context, id: string) {
  const response = await getApi(context).request(`${BASE}/${encodeURIComponent(id)}`);
  return readApiData(response, inquiryDetailSchema);
}

/** How many inquiries there are in each of `statuses`. */
export async function countInquiries(context: Context, statuses: readonly InquiryStatus[]) {
  const response = await getApi(context).request(`${BASE}/counts`, {
    query: { status: statuses.join(",") },
  });
  return readApiData(response, z.record(z.string(), z.number().int()));
}

const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  active: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

export async function listChannels(context: Context) {
  const response = await getApi(context).request("/api/connectivity/channels");
  return readApiData(response, z.array(channelSchema));
}

// The changes answer with the raw response: the actions show the API's refusals.

export function transitionInquiries(
  context: Context,
  transition: "process" | "reject",
  orderInquiryIds: string[],
) {
  return getApi(context).request(`${BASE}/${transition}`, {
    method: "POST",
    json: { orderInquiryIds },
  });
}

export const transitionSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.string()),
});

export function retryInquiry(context: Context, id: string) {
  return getApi(context).request(`${BASE}/${encodeURIComponent(id)}/retry`, { method: "POST" });
}
