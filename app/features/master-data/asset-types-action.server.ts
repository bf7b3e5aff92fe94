import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { type ApiErrorMessages, replyWithApiError } from "~/lib/api-form-errors.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { type AssetTypeFormIntent, assetTypeFormSchema } from "./asset-type-form-schemas";
import { assetTypeSchema, createAssetType, deleteAssetType } from "./asset-types-api.server";

export const assetTypeErrorMessages: ApiErrorMessages = {
  invalid: "master-data:errors.invalid",
  conflict: "master-data:errors.conflict",
  forbidden: "master-data:errors.forbidden",
  notFound: "master-data:errors.notFound",
  conflictFields: { key: "master-data:errors.typeKeyTaken" },
};

function isIntent(value: unknown): value is AssetTypeFormIntent {
  return value === "create" || value === "delete";
}

/** Add or remove an asset type: one action, two forms (convention 3). */
export async function assetTypesAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:asset_types");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: assetTypeFormSchema });
  if (submission.status !== "success") {
    return data(
      { intent: isIntent(submittedIntent) ? submittedIntent : null, result: submission.reply() },
      { status: 400 },
    );
  }

  const form = submission.value;
  switch (form.intent) {
    case "create": {
      const response = await createAssetType(context, {
        ...(form.key ? { key: form.key } : {}),
        name: form.name,
        description: form.description,
      });
      if (!response.ok) {
        const result = await replyWithApiError(submission, response, {
          fields: ["key", "name", "description"],
          messages: assetTypeErrorMessages,
        });
        return data({ intent: form.intent, result }, { status: response.status });
      }
      const created = await readApiData(response, assetTypeSchema);
      return redirectWithToast(request, `/admin/master-data/${encodeURIComponent(created.id)}`, {
        type: "success",
        title: t("master-data:toast.typeCreated", { name: created.name }),
      });
    }
    case "delete": {
      const response = await deleteAssetType(context, form.id);
      if (!response.ok) {
        const result = await replyWithApiError(submission, response, {
          fields: [],
          messages: assetTypeErrorMessages,
        });
        return data({ intent: form.intent, result }, { status: response.status });
      }
      await response.body?.cancel();
      return redirectWithToast(request, "/admin/master-data", {
        type: "success",
        title: t("master-data:toast.typeDeleted"),
      });
    }
  }
}
