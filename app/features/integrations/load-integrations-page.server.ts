import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { listAvailableIntegrations, listIntegrations } from "./integrations-api.server";

/**
 * /admin/integrations: the tenant's integrations with their last delivery, the labels of the ERP
 * types, and the one picked for deletion (`?delete={id}`, confirmed by a plain form).
 */
export async function loadIntegrationsPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const [integrations, available] = await Promise.all([
    listIntegrations(context),
    listAvailableIntegrations(context),
  ]);
  const deleteId = url.searchParams.get("delete");
  const toDelete = deleteId
    ? integrations.find((integration) => integration.id === deleteId)
    : null;
  if (deleteId && !toDelete) {
    throw data(t("integrations:errors.integrationNotFound", { id: deleteId }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  return {
    title: t("integrations:title"),
    integrations,
    erpTypeLabels: Object.fromEntries(
      available.map((erpType) => [erpType.erp_type, erpType.label]),
    ) as Record<string, string>,
    toDelete: toDelete ?? null,
  };
}

export type IntegrationsPageData = Awaited<ReturnType<typeof loadIntegrationsPage>>;
