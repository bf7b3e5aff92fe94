import { integrationsAction } from "~/features/integrations/integrations-action.server";
import { IntegrationsPage } from "~/features/integrations/integrations-page";
import { loadIntegrationsPage } from "~/features/integrations/load-integrations-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/integrations";

export const handle = { i18n: ["integrations", "order-inquiries"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadIntegrationsPage({ url, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return integrationsAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Integrations({
  loaderData,
  actionData: answer,
  matches,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <IntegrationsPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
