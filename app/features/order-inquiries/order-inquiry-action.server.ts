import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { backTo } from "~/features/orders/inquiry-transitions.server";
import { rejectOrder } from "~/features/validation/order-api.server";
import { replyWithOrderError } from "~/features/validation/order-api-errors.server";
import { rejectFormSchema } from "~/features/validation/order-form-schema";
import { getInstance } from "~/lib/i18n.server";
import type { IdRouteArgs } from "~/lib/route-args";
import { redirectWithToast } from "~/lib/toast.server";
import { inquiryIntentAction } from "./order-inquiries-action.server";

/**
 * /order-inquiries/{id}: reject with the operator's reason, from the version they saw, as on
 * /validate/{id} (decision 038); retry or send again as the list does. A missing reason, someone
 * else's change or a status that allows no rejection comes back with the reason kept.
 */
export async function orderInquiryAction({ request, url, params, context }: IdRouteArgs) {
  requirePermission(context, "write:order_data");
  const formData = await request.formData();
  if (formData.get("intent") !== "reject")
    return inquiryIntentAction({ request, url, context }, formData);

  const submission = parseWithZod(formData, { schema: rejectFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), conflict: null }, { status: 400 });
  }
  const { version, reason } = submission.value;
  const response = await rejectOrder(context, params.id, { version, reason });
  if (!response.ok) {
    return data(await replyWithOrderError(submission, response), { status: response.status });
  }
  await response.body?.cancel();
  return redirectWithToast(request, backTo(url), {
    type: "success",
    title: getInstance(context).t("order-inquiries:toast.rejected", { count: 1 }),
  });
}
