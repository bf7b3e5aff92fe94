import { exportProfilesAction } from "~/features/export-profiles/export-profiles-action.server";
import { ExportProfilesPage } from "~/features/export-profiles/export-profiles-page";
import { loadExportProfilesPage } from "~/features/export-profiles/load-export-profiles-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/export-profiles";

export const handle = { i18n: ["export-profiles"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadExportProfilesPage({ url, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return exportProfilesAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ExportProfiles({
  loaderData,
  actionData: answer,
  matches,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <ExportProfilesPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
