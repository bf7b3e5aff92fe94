import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replyWithExportProfileApiError } from "./export-profile-api-errors.server";
import { deleteExportProfileSchema } from "./export-profile-form-schemas";
import { deleteExportProfile } from "./export-profiles-api.server";

/** /admin/export-profiles: deleting a profile, once its confirmation is ticked. */
export async function exportProfilesAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const submission = parseWithZod(await request.formData(), {
    schema: deleteExportProfileSchema,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const response = await deleteExportProfile(context, submission.value.id);
  if (!response.ok) {
    return data(
      { result: await replyWithExportProfileApiError(submission, response, t) },
      { status: response.status },
    );
  }
  await response.body?.cancel();
  return redirectWithToast(request, "/admin/export-profiles", {
    type: "success",
    title: t("export-profiles:toast.deleted"),
  });
}
