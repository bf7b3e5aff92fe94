import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { loadWebhookPage } from "~/features/webhooks/load-webhook-page.server";
import { webhookAction } from "~/features/webhooks/webhook-action.server";
import { WebhookPage } from "~/features/webhooks/webhook-page";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/webhook";

// The empty layout has no guard of its own: this page signs the user in itself.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["webhooks"] } satisfies ShellHandle;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return loadWebhookPage({ url, params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return webhookAction({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function WebhookRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <WebhookPage data={loaderData} actionData={actionData} />;
}
