import type { RouterContextProvider } from "react-router";
import { readApiData } from "~/lib/api-response.server";
import { type Choice, compareOrders, type FormOrder } from "./conflict-comparison";
import { editableStatuses, getOrderInquiry, orderInquirySchema } from "./order-api.server";
import type { OrderConflict } from "./order-api-errors.server";

type Context = Readonly<RouterContextProvider>;

/** The order inquiry as it is saved now. */
export async function currentInquiry(context: Context, id: string) {
  return readApiData(await getOrderInquiry(context, id), orderInquirySchema);
}

/**
 * Someone else saved the order since the operator opened it (decision 036): their values beside
 * the operator's, field by field, with the version to save over; or, when the order can no
 * longer change (validated or rejected meanwhile), a status conflict.
 */
export async function compareWithCurrent(
  context: Context,
  id: string,
  mine: FormOrder,
  chosen: ReadonlyMap<string, Choice>,
): Promise<OrderConflict> {
  const current = await currentInquiry(context, id);
  if (!editableStatuses.has(current.status) || !current.order)
    return { reason: "status", status: current.status };
  return {
    reason: "version",
    comparison: {
      version: current.version,
      differences: compareOrders(mine, current.order),
      chosen: Object.fromEntries(chosen),
    },
  };
}
