import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getApi } from "~/lib/api-context.server";
import { replyWithApiError } from "~/lib/api-form-errors.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getSettings, settingsPath } from "./settings-api.server";
import { settingsFormSchema } from "./settings-form-schema";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadSettingsPage({ context }: Omit<Args, "request">) {
  requirePermission(context, "manage:settings");
  return { title: getInstance(context).t("settings:title"), settings: await getSettings(context) };
}

/** PUT /api/settings with the tenant's name, automatic processing, time zone and log retention. */
export async function saveSettings({ request, context }: Args) {
  requirePermission(context, "manage:settings");
  const submission = parseWithZod(await request.formData(), { schema: settingsFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const response = await getApi(context).request(settingsPath, {
    method: "PUT",
    json: submission.value,
  });
  if (!response.ok) {
    const result = await replyWithApiError(submission, response, {
      fields: ["tenantName", "autoProcess", "timeZone", "logRetentionDays"],
      messages: {
        invalid: "settings:errors.invalid",
        conflict: "settings:errors.notSaved",
        forbidden: "settings:errors.notSaved",
        notFound: "settings:errors.notSaved",
      },
    });
    return data({ result }, { status: response.status });
  }
  await response.body?.cancel();
  return redirectWithToast(request, "/admin/settings", {
    type: "success",
    title: getInstance(context).t("settings:toast.saved"),
  });
}
