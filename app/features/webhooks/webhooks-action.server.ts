import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replyWithWebhookApiError } from "./webhook-api-errors.server";
import { deleteWebhookSchema } from "./webhook-form-schemas";
import { deleteWebhook } from "./webhooks-api.server";

/** /admin/webhooks: deleting a webhook, once its confirmation is ticked. */
export async function webhooksAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const submission = parseWithZod(await request.formData(), { schema: deleteWebhookSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const response = await deleteWebhook(context, submission.value.id);
  if (!response.ok) {
    return data(
      { result: await replyWithWebhookApiError(submission, response, { scheme: "None" }) },
      { status: response.status },
    );
  }
  await response.body?.cancel();
  return redirectWithToast(request, "/admin/webhooks", {
    type: "success",
    title: t("webhooks:toast.deleted"),
  });
}
