import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getApi } from "~/lib/api-context.server";
import { readApiData, readApiPage } from "~/lib/api-response.server";
import { channelSchema } from "../../../server/contracts/connectivity/channel";
import { inquiryDetailSchema, inquirySchema } from "../../../server/contracts/orders/order-inquiry";
import type { ApiListQuery } from "./inquiry-list-query";
import type { InquiryStatus } from "./inquiry-statuses";

type Context = Readonly<RouterContextProvider>;

const BASE = "/api/orders/order-inquiries";

// The inquiry's contract (decision 041), re-exported so the pages that read it did not change.
export {
  type HistoryEntry,
  type Inquiry,
  type InquiryDetail,
  inquiryDetailSchema,
  inquirySchema,
  type OrderChange,
  type WorkingOrder,
  workingOrderSchema as orderSchema,
} from "../../../server/contracts/orders/order-inquiry";

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

export type { Channel } from "../../../server/contracts/connectivity/channel";

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

export { inquiryTransitionSchema as transitionSchema } from "../../../server/contracts/orders/order-inquiry";

export function retryInquiry(context: Context, id: string) {
  return getApi(context).request(`${BASE}/${encodeURIComponent(id)}/retry`, { method: "POST" });
}
