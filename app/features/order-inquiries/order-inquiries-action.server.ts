import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { retryFromForm, transitionSelected } from "~/features/orders/inquiry-transitions.server";
import { getInstance } from "~/lib/i18n.server";

type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/**
 * /order-inquiries: process or reject the ticked inquiries, retry a failed one, or send one the
 * ERP refused again (`resend`); told apart by `intent`.
 */
export async function orderInquiriesAction(args: Args) {
  requirePermission(args.context, "write:order_data");
  return inquiryIntentAction(args, await args.request.formData());
}

/** What /order-inquiries and /order-inquiries/{id} do alike with a posted `formData`. */
export async function inquiryIntentAction({ request, url, context }: Args, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "process" || intent === "reject") {
    return transitionSelected({ request, url, context }, formData, intent, "order-inquiries");
  }
  if (intent === "retry")
    return retryFromForm({ request, url, context }, formData, "order-inquiries");
  if (intent === "resend") {
    const t = getInstance(context).t;
    return retryFromForm({ request, url, context }, formData, "order-inquiries", {
      done: t("order-inquiries:toast.sentAgain"),
      refused: t("order-inquiries:toast.notSentAgain"),
    });
  }
  throw data(getInstance(context).t("order-inquiries:errors.badRequest"), { status: 400 });
}
