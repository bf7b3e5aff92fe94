import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  exportPreviewSchema,
  exportProfileSchema,
} from "../../../server/contracts/connectivity/export-profile";
import { connectionTestSchema } from "../../../server/contracts/connectivity/remote-server";
import {
  replyWithExportProfileApiError,
  templateErrorText,
} from "./export-profile-api-errors.server";
import {
  exportProfilePageFormSchema,
  isExportProfilePageIntent,
} from "./export-profile-form-schemas";
import { generalInfoBodyFromForm, templateBodyFromForm } from "./export-profile-input";
import {
  createExportProfile,
  previewExport,
  testConnection,
  updateGeneralInfo,
  updatePath,
  updateTemplate,
} from "./export-profiles-api.server";
import { NEW_EXPORT_PROFILE } from "./load-export-profile-page.server";

// A password, key or token typed into the form is never sent back to the browser.
const hideFields = ["password", "private_key", "auth_secret"];

const pageOf = (id: string, section = "") =>
  `/admin/export-profiles/${encodeURIComponent(id)}${section}`;

/**
 * /admin/export-profiles/{id}: save the general info and connection (creating the profile for
 * `new`), test the saved connection, choose the directory, preview or save the template — told
 * apart by `intent`. A template that does not render is marked at its line and column.
 */
export async function exportProfileAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const savedId = params.id === NEW_EXPORT_PROFILE ? null : params.id;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: exportProfilePageFormSchema });
  const none = { test: null, preview: null };
  if (submission.status !== "success") {
    return data(
      {
        ...none,
        intent: isExportProfilePageIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply({ hideFields }),
      },
      { status: 400 },
    );
  }
  const form = submission.value;
  const refused = async (response: Response) =>
    data(
      {
        ...none,
        intent: form.intent,
        result: await replyWithExportProfileApiError(submission, response, t, hideFields),
      },
      { status: response.status },
    );
  const done = { intent: form.intent, result: submission.reply({ hideFields }) };
  if (form.intent !== "save" && !savedId) {
    throw data(t("export-profiles:errors.notFound"), { status: 404 });
  }
  const id = savedId ?? "";

  switch (form.intent) {
    case "save": {
      const body = generalInfoBodyFromForm(form, !savedId);
      const response = savedId
        ? await updateGeneralInfo(context, savedId, body)
        : await createExportProfile(context, body);
      if (!response.ok) return refused(response);
      const saved = await readApiData(response, exportProfileSchema);
      return redirectWithToast(request, pageOf(saved.id), {
        type: "success",
        title: t(savedId ? "export-profiles:toast.updated" : "export-profiles:toast.created", {
          name: saved.name,
        }),
      });
    }
    case "test": {
      const response = await testConnection(context, id);
      if (!response.ok) return refused(response);
      return { ...none, ...done, test: await readApiData(response, connectionTestSchema) };
    }
    case "path": {
      const response = await updatePath(context, id, form.path);
      if (!response.ok) return refused(response);
      const saved = await readApiData(response, exportProfileSchema);
      return redirectWithToast(request, pageOf(saved.id, "#path"), {
        type: "success",
        title: t("export-profiles:toast.pathSaved", { path: saved.path }),
      });
    }
    case "template": {
      const response = await updateTemplate(context, id, templateBodyFromForm(form));
      if (!response.ok) return refused(response);
      await response.body?.cancel();
      return redirectWithToast(request, pageOf(id, "#template"), {
        type: "success",
        title: t("export-profiles:toast.templateSaved"),
      });
    }
    case "preview": {
      const response = await previewExport(context, id, { template: templateBodyFromForm(form) });
      if (!response.ok) return refused(response);
      const preview = await readApiData(response, exportPreviewSchema);
      const result = preview.error
        ? submission.reply({
            fieldErrors: { [preview.error.field]: [templateErrorText(t, preview.error)] },
          })
        : done.result;
      return { ...none, intent: form.intent, result, preview };
    }
  }
}

export type ExportProfileActionData = Awaited<ReturnType<typeof exportProfileAction>>;
