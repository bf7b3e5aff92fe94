import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { pageNumberOf } from "~/lib/query-string";
import { webhookSchema } from "../../../server/contracts/connectivity/webhook";
import { getWebhook, listDeliveries } from "./webhooks-api.server";

/** The route's id that means "a new webhook". */
export const NEW_WEBHOOK = "new";

/**
 * /admin/webhooks/{id}: a saved webhook with its delivery log (`?page=`), or an empty form for
 * `new`. A webhook the API does not know is a 404 page.
 */
export async function loadWebhookPage({
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
  if (params.id === NEW_WEBHOOK) {
    return { title: t("webhooks:create.title"), webhook: null, deliveries: null };
  }
  const response = await getWebhook(context, params.id);
  if (response.status === 404) {
    await response.body?.cancel();
    throw data(t("webhooks:errors.webhookNotFound", { id: params.id }), {
      status: 404,
      statusText: "Not Found",
    });
  }
  const webhook = await readApiData(response, webhookSchema);
  const page = pageNumberOf(url.searchParams);
  return {
    title: t("webhooks:edit.title", { name: webhook.name }),
    webhook,
    deliveries: await listDeliveries(context, webhook.id, page),
  };
}

export type WebhookPageData = Awaited<ReturnType<typeof loadWebhookPage>>;
