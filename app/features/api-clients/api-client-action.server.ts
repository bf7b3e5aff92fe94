import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { replyWithApiError } from "~/lib/api-form-errors.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  apiClientSchema,
  apiClientWithSecretSchema,
} from "../../../server/contracts/connectivity/api-client";
import { apiClientPageFormSchema, isApiClientPageIntent } from "./api-client-form-schemas";
import { apiClientBodyFromForm } from "./api-client-input";
import {
  createApiClient,
  deleteApiClient,
  revokeApiClient,
  updateApiClient,
} from "./api-clients-api.server";
import { NEW_API_CLIENT } from "./load-api-client-page.server";

/** Credentials shown this once: what an integrator copies into the other system. */
export type ApiClientCredentials = {
  id: string;
  name: string;
  client_id: string;
  client_secret: string;
};

/** Where the API's refusals of the form are shown, and in which words. */
export const apiClientApiErrors = {
  fields: ["name", "expiration_date", "scopes"],
  messages: {
    invalid: "api-clients:errors.invalid",
    conflict: "api-clients:errors.invalid",
    forbidden: "api-clients:errors.forbidden",
    notFound: "api-clients:errors.notFound",
    invalidFields: {
      name: "api-clients:errors.nameInvalid",
      expiration_date: "api-clients:errors.dateRefused",
      scopes: "api-clients:errors.permissionRequired",
    },
  },
};

/**
 * /admin/api-clients/{id}: save, revoke or delete (by `intent`). The secret of a new or revoked
 * client is answered by the action itself and rendered from that answer: never put into a
 * cookie, the session, a flash message or the URL, so it is shown this once.
 */
export async function apiClientAction({
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
  const savedId = params.id === NEW_API_CLIENT ? null : params.id;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: apiClientPageFormSchema });
  const none = { credentials: null };
  if (submission.status !== "success") {
    return data(
      {
        ...none,
        intent: isApiClientPageIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply(),
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
        result: await replyWithApiError(submission, response, apiClientApiErrors),
      },
      { status: response.status },
    );
  const shown = async (response: Response) => {
    const client = await readApiData(response, apiClientWithSecretSchema);
    const credentials: ApiClientCredentials = {
      id: client.id,
      name: client.name,
      client_id: client.client_id,
      client_secret: client.client_secret,
    };
    return { intent: form.intent, result: submission.reply({ resetForm: true }), credentials };
  };

  if (form.intent === "save" && !savedId) {
    const response = await createApiClient(context, apiClientBodyFromForm(form));
    return response.ok ? shown(response) : refused(response);
  }
  if (!savedId) throw data(t("api-clients:errors.notFound"), { status: 404 });
  switch (form.intent) {
    case "save": {
      const response = await updateApiClient(context, savedId, apiClientBodyFromForm(form));
      if (!response.ok) return refused(response);
      const saved = await readApiData(response, apiClientSchema);
      return redirectWithToast(request, `/admin/api-clients/${encodeURIComponent(saved.id)}`, {
        type: "success",
        title: t("api-clients:toast.updated", { name: saved.name }),
      });
    }
    case "revoke": {
      const response = await revokeApiClient(context, savedId);
      return response.ok ? shown(response) : refused(response);
    }
    case "delete": {
      const response = await deleteApiClient(context, savedId);
      if (!response.ok) return refused(response);
      await response.body?.cancel();
      return redirectWithToast(request, "/admin/api-clients", {
        type: "success",
        title: t("api-clients:toast.deleted"),
      });
    }
  }
}

export type ApiClientActionData = Awaited<ReturnType<typeof apiClientAction>>;
