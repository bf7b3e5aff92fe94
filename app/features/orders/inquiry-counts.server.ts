import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { can } from "~/features/identity/current-user";
import { getCurrentUser } from "~/features/identity/current-user-context.server";
import { getApi } from "~/lib/api-context.server";
import { readApiPage } from "~/lib/api-response.server";
import { type InquiryStatus, pendingStatuses } from "./to-process-api.server";

type Context = Readonly<RouterContextProvider>;

/** How many messages wait in each queue, for the home page; null without access. */
export type InquiryCounts = { toProcess: number; validate: number } | null;

async function countWith(context: Context, statuses: readonly InquiryStatus[]): Promise<number> {
  const response = await getApi(context).request("/api/orders/order-inquiries", {
    query: { status: statuses.join(","), page: 1, per_page: 1 },
  });
  const page = await readApiPage(response, z.unknown());
  return page.meta.total;
}

export async function loadInquiryCounts(context: Context): Promise<InquiryCounts> {
  if (!can(getCurrentUser(context), "read:order_data")) return null;
  const [toProcess, validate] = await Promise.all([
    countWith(context, pendingStatuses),
    countWith(context, ["pending_validation", "saved"]),
  ]);
  return { toProcess, validate };
}
