import { channelsAction } from "~/features/channels/channels-action.server";
import { ChannelsPage } from "~/features/channels/channels-page";
import { loadChannelsPage } from "~/features/channels/load-channels-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/channels";

export const handle = { i18n: ["channels"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadChannelsPage({ url, context });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return channelsAction({ request, url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Channels({
  loaderData,
  actionData: answer,
  matches,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <ChannelsPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
