import type { RouterContextProvider } from "react-router";
import { can } from "~/features/identity/current-user";
import { getCurrentUser } from "~/features/identity/current-user-context.server";
import { countInquiries } from "./inquiry-api.server";
import { type InquiryStatus, pendingStatuses, validationQueueStatuses } from "./inquiry-statuses";

type Context = Readonly<RouterContextProvider>;

/** How many messages wait in each queue, for the home page; null without access. */
export type InquiryCounts = { toProcess: number; validate: number } | null;

/**
 * Both queues from one count (one query): an order moving from one queue to the other while
 * the page loads is counted in exactly one of them.
 */
export async function loadInquiryCounts(context: Context): Promise<InquiryCounts> {
  if (!can(getCurrentUser(context), "read:order_data")) return null;
  const perStatus = await countInquiries(context, [...pendingStatuses, ...validationQueueStatuses]);
  const sum = (statuses: readonly InquiryStatus[]) =>
    statuses.reduce((total, status) => total + (perStatus[status] ?? 0), 0);
  return { toProcess: sum(pendingStatuses), validate: sum(validationQueueStatuses) };
}
