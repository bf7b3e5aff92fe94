import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { apiClientSchema } from "../../../server/contracts/connectivity/api-client";
import { getApiClient } from "./api-clients-api.server";

/** The route's id that means "a new API client". */
export const NEW_API_CLIENT = "new";

/**
 * /admin/api-clients/{id}: a saved client's form, or an empty one for `new`. A client the API
 * does not know is the 404 page with the spec's message ('API client with ID {id} not found').
 */
export async function loadApiClientPage({
  params,
  context,
}: {
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  if (params.id === NEW_API_CLIENT) {
    return { title: t("api-clients:create.title"), client: null };
  }
  const response = await getApiClient(context, params.id);
  if (response.status === 404) {
    await response.body?.cancel();
    throw data(t("api-clients:errors.clientNotFound", { id: params.id }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  const client = await readApiData(response, apiClientSchema);
  return { title: t("api-clients:edit.title", { name: client.name }), client };
}

export type ApiClientPageData = Awaited<ReturnType<typeof loadApiClientPage>>;
