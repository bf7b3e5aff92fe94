import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { loadWebhooksPage } from "~/features/webhooks/load-webhooks-page.server";
import { webhooksAction } from "~/features/webhooks/webhooks-action.server";
import { WebhooksPage } from "~/features/webhooks/webhooks-page";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/webhooks";

export const handle = { i18n: ["webhooks"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadWebhooksPage({ url, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return webhooksAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Webhooks({
  loaderData,
  actionData: answer,
  matches,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <WebhooksPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
