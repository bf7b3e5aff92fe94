import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  createdWebhookSchema,
  redeliveryResultSchema,
  rotatedSecretSchema,
  webhookSchema,
  webhookTestResultSchema,
} from "../../../server/contracts/connectivity/webhook";
import { NEW_WEBHOOK } from "./load-webhook-page.server";
import { replyWithWebhookApiError } from "./webhook-api-errors.server";
import { isWebhookPageIntent, webhookPageFormSchema } from "./webhook-form-schemas";
import { webhookBodyFromForm, webhookTestBodyFromForm } from "./webhook-input";
import {
  createWebhook,
  redeliver,
  rotateSecret,
  testWebhook,
  updateWebhook,
} from "./webhooks-api.server";

// A password or token typed into the form is never sent back to the browser.
const hideFields = ["auth_password", "auth_token"];

/**
 * /admin/webhooks/{id}: save, send a test with what the form holds, rotate the signing secret,
 * or redeliver a message of the log (by `intent`). A new webhook's secret, like a rotated one,
 * is answered by the action itself, never put into a cookie or the URL: it is shown this once.
 */
export async function webhookAction({
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
  const savedId = params.id === NEW_WEBHOOK ? null : params.id;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: webhookPageFormSchema });
  const none = { created: null, test: null, rotated: null, redelivery: null };
  if (submission.status !== "success") {
    return data(
      {
        ...none,
        intent: isWebhookPageIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply({ hideFields }),
      },
      { status: 400 },
    );
  }
  const form = submission.value;
  const scheme = "auth_scheme" in form ? form.auth_scheme : "None";
  const refused = async (response: Response) =>
    data(
      {
        ...none,
        intent: form.intent,
        result: await replyWithWebhookApiError(submission, response, { scheme, hideFields }),
      },
      { status: response.status },
    );
  const done = { intent: form.intent, result: submission.reply({ hideFields }) };

  switch (form.intent) {
    case "test": {
      const response = await testWebhook(context, webhookTestBodyFromForm(form, savedId));
      if (!response.ok) return refused(response);
      return { ...none, ...done, test: await readApiData(response, webhookTestResultSchema) };
    }
    case "save": {
      const body = webhookBodyFromForm(form);
      if (!savedId) {
        const response = await createWebhook(context, body);
        if (!response.ok) return refused(response);
        const created = await readApiData(response, createdWebhookSchema);
        return {
          ...none,
          ...done,
          created: { id: created.id, name: created.name, secret: created.secret },
        };
      }
      const response = await updateWebhook(context, savedId, body);
      if (!response.ok) return refused(response);
      const saved = await readApiData(response, webhookSchema);
      return redirectWithToast(request, `/admin/webhooks/${encodeURIComponent(saved.id)}`, {
        type: "success",
        title: t("webhooks:toast.updated", { name: saved.name }),
      });
    }
    case "rotate": {
      if (!savedId) throw data(t("webhooks:errors.notFound"), { status: 404 });
      const response = await rotateSecret(context, savedId);
      if (!response.ok) return refused(response);
      return { ...none, ...done, rotated: await readApiData(response, rotatedSecretSchema) };
    }
    case "redeliver": {
      if (!savedId) throw data(t("webhooks:errors.notFound"), { status: 404 });
      const response = await redeliver(context, savedId, form.message_id);
      if (!response.ok) return refused(response);
      return {
        ...none,
        ...done,
        redelivery: await readApiData(response, redeliveryResultSchema),
      };
    }
  }
}

export type WebhookActionData = Awaited<ReturnType<typeof webhookAction>>;
