import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { retryFromForm, transitionSelected } from "~/features/orders/inquiry-transitions.server";
import { getInstance } from "~/lib/i18n.server";

/**
 * /order-inquiries and /order-inquiries/{id}: process or reject the ticked inquiries (the
 * detail ticks its own), retry a failed one, or send one the ERP refused again (`resend`); told
 * apart by `intent`.
 */
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
  if (intent === "retry") return retryFromForm({ request, context }, formData, "order-inquiries");
  if (intent === "resend") {
    const t = getInstance(context).t;
    return retryFromForm({ request, context }, formData, "order-inquiries", {
      done: t("order-inquiries:toast.sentAgain"),
      refused: t("order-inquiries:toast.notSentAgain"),
    });
  }
  throw data(getInstance(context).t("order-inquiries:errors.badRequest"), { status: 400 });
}
