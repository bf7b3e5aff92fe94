import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { integrationAction } from "~/features/integrations/integration-action.server";
import { IntegrationPage } from "~/features/integrations/integration-page";
import { loadIntegrationPage } from "~/features/integrations/load-integration-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/integration";

// The empty layout has no guard of its own: this page signs the user in itself.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["integrations", "order-inquiries"] } satisfies ShellHandle;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return loadIntegrationPage({ url, params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return integrationAction({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Integration({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <IntegrationPage data={loaderData} actionData={actionData} />;
}
