import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  type ImportProfileTestResult,
  importProfileSchema,
  importProfileTestResultSchema,
} from "../../../server/contracts/connectivity/import-profile";
import { replyWithImportProfileApiError } from "./import-profile-api-errors.server";
import {
  type ImportProfilePageIntent,
  importProfilePageFormSchema,
  isImportProfilePageIntent,
} from "./import-profile-form-schemas";
import {
  configurationBodyFromForm,
  configurationWithDirectory,
  mappingBodyFromForm,
  scheduleBodyFromForm,
} from "./import-profile-input";
import {
  deleteImportProfile,
  getImportProfile,
  runNow,
  testConnection,
  updateConfiguration,
  updateGeneralInfo,
  updateMapping,
  updateSchedule,
} from "./import-profiles-api.server";

// A password or private key typed into the form is never sent back to the browser.
const hideFields = ["password", "private_key"];

/** Where each form's section is on the page: a redirect after saving lands there. */
const anchors: Record<ImportProfilePageIntent, string> = {
  general: "#general",
  configuration: "#connection",
  test: "#connection",
  "use-directory": "#connection",
  mapping: "#mapping",
  schedule: "#schedule",
  run: "#records",
  delete: "",
};

export type ImportProfileActionData = {
  intent: ImportProfilePageIntent | null;
  result: import("@conform-to/react").SubmissionResult<string[]>;
  test: ImportProfileTestResult | null;
};

/**
 * /admin/import-profiles/{id}: save one section (general info, connection, mapping, schedule),
 * test the saved connection, use a browsed directory, run now or delete (by `intent`). A save
 * redirects back to its section with a flash, so that reloading does not post again.
 */
export async function importProfileAction({
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
  const id = params.id;
  const pagePath = `/admin/import-profiles/${encodeURIComponent(id)}`;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: importProfilePageFormSchema });
  if (submission.status !== "success") {
    return data(
      {
        intent: isImportProfilePageIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply({ hideFields }),
        test: null,
      } satisfies ImportProfileActionData,
      { status: 400 },
    );
  }
  const form = submission.value;
  const refused = async (response: Response, rows?: number[]) =>
    data(
      {
        intent: form.intent,
        result: await replyWithImportProfileApiError(submission, response, { rows, hideFields }),
        test: null,
      } satisfies ImportProfileActionData,
      { status: response.status },
    );
  const saved = async (
    response: Response,
    message:
      | "import-profiles:toast.generalSaved"
      | "import-profiles:toast.connectionSaved"
      | "import-profiles:toast.mappingSaved"
      | "import-profiles:toast.scheduleSaved"
      | "import-profiles:toast.directoryChosen",
  ) => {
    const profile = await readApiData(response, importProfileSchema);
    return redirectWithToast(request, `${pagePath}${anchors[form.intent]}`, {
      type: "success",
      title: t(message, { name: profile.name }),
    });
  };

  switch (form.intent) {
    case "general": {
      const { name, active, asset_type_id } = form;
      const response = await updateGeneralInfo(context, id, { name, active, asset_type_id });
      return response.ok
        ? saved(response, "import-profiles:toast.generalSaved")
        : refused(response);
    }
    case "configuration": {
      const response = await updateConfiguration(context, id, configurationBodyFromForm(form));
      return response.ok
        ? saved(response, "import-profiles:toast.connectionSaved")
        : refused(response);
    }
    case "use-directory": {
      const current = await getImportProfile(context, id);
      if (!current.ok) return refused(current);
      const { configuration } = await readApiData(current, importProfileSchema);
      if (!configuration) throw data(t("import-profiles:errors.notConfigured"), { status: 409 });
      const response = await updateConfiguration(
        context,
        id,
        configurationWithDirectory(configuration, form.path),
      );
      return response.ok
        ? saved(response, "import-profiles:toast.directoryChosen")
        : refused(response);
    }
    case "test": {
      const response = await testConnection(context, id);
      if (!response.ok) return refused(response);
      return {
        intent: form.intent,
        result: submission.reply(),
        test: await readApiData(response, importProfileTestResultSchema),
      } satisfies ImportProfileActionData;
    }
    case "mapping": {
      const { body, rows } = mappingBodyFromForm(form);
      if (body.columns.length === 0) {
        return data(
          {
            intent: form.intent,
            result: submission.reply({
              fieldErrors: { "columns[0]": ["import-profiles:errors.columnsRequired"] },
            }),
            test: null,
          } satisfies ImportProfileActionData,
          { status: 400 },
        );
      }
      const response = await updateMapping(context, id, body);
      return response.ok
        ? saved(response, "import-profiles:toast.mappingSaved")
        : refused(response, rows);
    }
    case "schedule": {
      const response = await updateSchedule(context, id, scheduleBodyFromForm(form));
      return response.ok
        ? saved(response, "import-profiles:toast.scheduleSaved")
        : refused(response);
    }
    case "run": {
      const response = await runNow(context, id);
      if (!response.ok) return refused(response);
      await response.body?.cancel();
      return redirectWithToast(request, `${pagePath}#records`, {
        type: "success",
        title: t("import-profiles:toast.runStarted"),
      });
    }
    case "delete": {
      const response = await deleteImportProfile(context, id);
      if (!response.ok) return refused(response);
      await response.body?.cancel();
      return redirectWithToast(request, "/admin/import-profiles", {
        type: "success",
        title: t("import-profiles:toast.deleted"),
      });
    }
  }
}
