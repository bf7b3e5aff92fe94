import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replyWithIntegrationApiError } from "./integration-api-errors.server";
import { deleteIntegrationSchema } from "./integration-form-schemas";
import { deleteIntegration } from "./integrations-api.server";

/** /admin/integrations: delete an integration, once the box is ticked. */
export async function integrationsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const submission = parseWithZod(await request.formData(), { schema: deleteIntegrationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const response = await deleteIntegration(context, submission.value.id);
  if (!response.ok) {
    return data(
      { result: await replyWithIntegrationApiError(submission, response, { fields: [] }) },
      { status: response.status },
    );
  }
  await response.body?.cancel();
  return redirectWithToast(request, "/admin/integrations", {
    type: "success",
    title: t("integrations:toast.deleted"),
  });
}
