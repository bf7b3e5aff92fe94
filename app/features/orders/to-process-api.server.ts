import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/orders/order-inquiries";

/** The statuses of an inquiry (server/modules/orders/inquiries/inquiry-statuses.ts). */
export const inquiryStatuses = [
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
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Waiting for an operator in /to-process, or on their way. */
export const pendingStatuses: readonly InquiryStatus[] = [
  "received",
  "queued",
  "processing",
  "failed",
];

export const inquirySchema = z.object({
  id: z.string(),
  channel_id: z.string().nullable(),
  status: z.enum(inquiryStatuses),
  subject: z.string().nullable(),
  from_address: z.string().nullable(),
  from_name: z.string().nullable(),
  received_at: z.string(),
  error: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  active: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

export const inquiriesPerPage = 25;

export async function listPendingInquiries(
  context: Context,
  { search, page }: { search: string; page: number },
) {
  const response = await getApi(context).request(BASE, {
    query: {
      status: pendingStatuses.join(","),
      search,
      sort_by: "received_at",
      sort_order: "desc",
      page,
      per_page: inquiriesPerPage,
    },
  });
  return readApiPage(response, inquirySchema);
}

export async function listChannels(context: Context) {
  const response = await getApi(context).request("/api/connectivity/channels");
  return readApiData(response, z.array(channelSchema));
}

// The changes answer with the raw response: the action shows the API's refusals.

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

export function uploadMessage(context: Context, channelId: string, file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  return getApi(context).request(
    `/api/connectivity/channels/${encodeURIComponent(channelId)}/messages`,
    { method: "POST", multipart: body },
  );
}

export const storedSchema = z.object({ id: z.string(), duplicate: z.boolean() });
