import { assetTypesAction } from "~/features/master-data/asset-types-action.server";
import { AssetTypesPage } from "~/features/master-data/asset-types-page";
import { loadAssetTypesPage } from "~/features/master-data/load-asset-types-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/master-data";

export const handle = { i18n: ["master-data"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadAssetTypesPage({ url, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return assetTypesAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function MasterData({
  loaderData,
  actionData: answer,
  matches,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <AssetTypesPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
