import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { retryFromForm, transitionSelected } from "~/features/orders/inquiry-transitions.server";
import { getInstance } from "~/lib/i18n.server";

/** /order-inquiries/{id}: retry a failed inquiry, or reject it (`intent`). */
export async function orderInquiryAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "write:order_data");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "retry") return retryFromForm({ request, context }, formData, "order-inquiries");
  if (intent === "reject") {
    return transitionSelected({ request, context }, formData, "reject", "order-inquiries");
  }
  throw data(getInstance(context).t("order-inquiries:errors.badRequest"), { status: 400 });
}
