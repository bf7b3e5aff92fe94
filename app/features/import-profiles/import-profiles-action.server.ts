import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { importProfileSchema } from "../../../server/contracts/connectivity/import-profile";
import { replyWithImportProfileApiError } from "./import-profile-api-errors.server";
import { createImportProfileSchema } from "./import-profile-form-schemas";
import { createImportProfile } from "./import-profiles-api.server";

/** /admin/import-profiles: a new profile, which then opens on its own page to be set up. */
export async function importProfilesAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const submission = parseWithZod(await request.formData(), {
    schema: createImportProfileSchema,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { name, asset_type_id } = submission.value;
  // Active, as the API makes it: it fetches nothing before it has a connection and a schedule.
  const response = await createImportProfile(context, { name, asset_type_id });
  if (!response.ok) {
    return data(
      { result: await replyWithImportProfileApiError(submission, response) },
      { status: response.status },
    );
  }
  const created = await readApiData(response, importProfileSchema);
  return redirectWithToast(request, `/admin/import-profiles/${encodeURIComponent(created.id)}`, {
    type: "success",
    title: t("import-profiles:toast.created", { name: created.name }),
  });
}
