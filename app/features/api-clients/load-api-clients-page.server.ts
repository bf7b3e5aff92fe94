import type { RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectPastLastPage } from "~/lib/past-last-page.server";
import { pageNumberOf } from "~/lib/query-string";
import { listApiClients } from "./api-clients-api.server";

/** /admin/api-clients: one page of the tenant's API clients (`?page=`). */
export async function loadApiClientsPage({
  url,
  context,
}: {
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:connectivity");
  const t = getInstance(context).t;
  const page = pageNumberOf(url.searchParams);
  const clients = await listApiClients(context, page);
  redirectPastLastPage(url, clients.meta);
  return { title: t("api-clients:title"), clients };
}

export type ApiClientsPageData = Awaited<ReturnType<typeof loadApiClientsPage>>;
