import { apiClientAction } from "~/features/api-clients/api-client-action.server";
import { ApiClientPage } from "~/features/api-clients/api-client-page";
import { loadApiClientPage } from "~/features/api-clients/load-api-client-page.server";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/api-client";

// The empty layout has no guard of its own: this page signs the user in itself.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["api-clients"] } satisfies ShellHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadApiClientPage({ params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return apiClientAction({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ApiClientRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <ApiClientPage data={loaderData} actionData={actionData} />;
}
