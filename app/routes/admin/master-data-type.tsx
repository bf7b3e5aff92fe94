import { assetTypeDesignerAction } from "~/features/master-data/asset-type-designer-action.server";
import { AssetTypeDesignerPage } from "~/features/master-data/asset-type-designer-page";
import { loadAssetTypeDesigner } from "~/features/master-data/load-asset-type-designer.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/master-data-type";

export const handle = { i18n: ["master-data"] } satisfies ShellHandle;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return loadAssetTypeDesigner({ url, params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return assetTypeDesignerAction({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function MasterDataType({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <AssetTypeDesignerPage data={loaderData} actionData={actionData} />;
}
