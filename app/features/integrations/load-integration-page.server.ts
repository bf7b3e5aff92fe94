import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import {
  getIntegration,
  integrationSchema,
  listAvailableIntegrations,
} from "./integrations-api.server";

/** The route's id that means "a new integration". */
export const NEW_INTEGRATION = "new";

/**
 * /admin/integrations/{id}: a saved integration with the settings its ERP type needs, or, for
 * `new`, the ERP types to choose from (`?type=mynuma`, a plain GET form; the only one is chosen
 * by itself). An integration the API does not know is a 404 page.
 */
export async function loadIntegrationPage({
  url,
  params,
  context,
}: {
  url: URL;
  params: { id: string };
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const available = await listAvailableIntegrations(context);
  const erpTypes = available.map(({ erp_type, label }) => ({ erp_type, label }));

  if (params.id === NEW_INTEGRATION) {
    const asked = url.searchParams.get("type");
    const chosen =
      available.find((candidate) => candidate.erp_type === asked) ??
      (available.length === 1 ? available[0] : undefined);
    return {
      title: t("integrations:create.title"),
      integration: null,
      erpTypes,
      chosen: chosen ?? null,
    };
  }

  const response = await getIntegration(context, params.id);
  if (response.status === 404) {
    await response.body?.cancel();
    throw data(t("integrations:errors.integrationNotFound", { id: params.id }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  const integration = await readApiData(response, integrationSchema);
  return {
    title: t("integrations:edit.title", { name: integration.name }),
    integration,
    erpTypes,
    chosen: available.find((candidate) => candidate.erp_type === integration.erp_type) ?? null,
  };
}

export type IntegrationPageData = Awaited<ReturnType<typeof loadIntegrationPage>>;
