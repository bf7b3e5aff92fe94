import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replyWithIntegrationApiError } from "./integration-api-errors.server";
import { integrationFormSchema, isIntegrationFormIntent } from "./integration-form-schemas";
import { integrationBodyFromForm, integrationTestBodyFromForm } from "./integration-input";
import {
  connectionTestResultSchema,
  createIntegration,
  integrationSchema,
  listAvailableIntegrations,
  testIntegration,
  updateIntegration,
} from "./integrations-api.server";
import { NEW_INTEGRATION } from "./load-integration-page.server";

// An API key typed into the form is never sent back to the browser.
const hideFields = ["settings.api_key"];
const ruleFields = ["name", "active", "rules.threshold.enabled", "rules.threshold.min_confidence"];

/** Save the integration, or test its connection with the settings in the form (by `intent`). */
export async function integrationAction({
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
  const formData = await request.formData();
  const available = await listAvailableIntegrations(context);
  const erpType = available.find((candidate) => candidate.erp_type === formData.get("erp_type"));
  if (!erpType) throw data(t("integrations:errors.badRequest"), { status: 400 });

  const savedId = params.id === NEW_INTEGRATION ? null : params.id;
  const schema = integrationFormSchema(erpType.settings, savedId ? "update" : "create");
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data(
      {
        intent: isIntegrationFormIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply({ hideFields }),
        test: null,
      },
      { status: 400 },
    );
  }

  const form = submission.value;
  const fields = [...erpType.settings.map((field) => `settings.${field.key}`), ...ruleFields];
  const refused = async (response: Response) =>
    data(
      {
        intent: form.intent,
        result: await replyWithIntegrationApiError(submission, response, { fields, hideFields }),
        test: null,
      },
      { status: response.status },
    );

  if (form.intent === "test") {
    const response = await testIntegration(context, integrationTestBodyFromForm(form, savedId));
    if (!response.ok) return refused(response);
    return {
      intent: form.intent,
      result: submission.reply({ hideFields }),
      test: await readApiData(response, connectionTestResultSchema),
    };
  }

  const body = integrationBodyFromForm(form);
  const response = savedId
    ? await updateIntegration(context, savedId, body)
    : await createIntegration(context, body);
  if (!response.ok) return refused(response);
  const saved = await readApiData(response, integrationSchema);
  return redirectWithToast(request, "/admin/integrations", {
    type: "success",
    title: t(savedId ? "integrations:toast.updated" : "integrations:toast.created", {
      name: saved.name,
    }),
  });
}
