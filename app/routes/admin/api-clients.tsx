import { ApiClientsPage } from "~/features/api-clients/api-clients-page";
import { loadApiClientsPage } from "~/features/api-clients/load-api-clients-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/api-clients";

export const handle = { i18n: ["api-clients"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadApiClientsPage({ url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ApiClients({ loaderData, matches }: Route.ComponentProps) {
  return <ApiClientsPage data={loaderData} tenantName={matches[0].loaderData.tenantName} />;
}
