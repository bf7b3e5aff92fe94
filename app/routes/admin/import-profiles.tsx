import { importProfilesAction } from "~/features/import-profiles/import-profiles-action.server";
import { ImportProfilesPage } from "~/features/import-profiles/import-profiles-page";
import { loadImportProfilesPage } from "~/features/import-profiles/load-import-profiles-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/import-profiles";

export const handle = { i18n: ["import-profiles", "file-transfer"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadImportProfilesPage({ url, context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return importProfilesAction({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ImportProfiles({
  loaderData,
  actionData: answer,
  matches,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <ImportProfilesPage
      data={loaderData}
      actionData={actionData}
      tenantName={matches[0].loaderData.tenantName}
    />
  );
}
