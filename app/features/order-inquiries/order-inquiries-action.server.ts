import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { transitionSelected } from "~/features/orders/inquiry-transitions.server";
import { getInstance } from "~/lib/i18n.server";

/** /order-inquiries: process or reject the ticked inquiries (`intent`). */
export async function orderInquiriesAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "write:order_data");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "process" || intent === "reject") {
    return transitionSelected({ request, context }, formData, intent, "order-inquiries");
  }
  throw data(getInstance(context).t("order-inquiries:errors.badRequest"), { status: 400 });
}
