import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { listWebhooks } from "./webhooks-api.server";

/**
 * /admin/webhooks: the tenant's webhooks, and the one whose deletion is being confirmed
 * (`?delete={id}`, a plain link so that it works without JavaScript).
 */
export async function loadWebhooksPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const webhooks = await listWebhooks(context);
  const deleteId = url.searchParams.get("delete");
  const deleting = deleteId ? webhooks.find((webhook) => webhook.id === deleteId) : null;
  if (deleteId && !deleting) {
    throw data(t("webhooks:errors.webhookNotFound", { id: deleteId }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  return { title: t("webhooks:title"), webhooks, deleting: deleting ?? null };
}

export type WebhooksPageData = Awaited<ReturnType<typeof loadWebhooksPage>>;
