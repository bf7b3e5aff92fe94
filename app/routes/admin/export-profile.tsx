import { exportProfileAction } from "~/features/export-profiles/export-profile-action.server";
import { ExportProfilePage } from "~/features/export-profiles/export-profile-page";
import { loadExportProfilePage } from "~/features/export-profiles/load-export-profile-page.server";
import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/export-profile";

// The empty layout has no guard of its own: this page signs the user in itself.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["export-profiles", "file-transfer"] } satisfies ShellHandle;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return loadExportProfilePage({ url, params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return exportProfileAction({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ExportProfileRoute({
  loaderData,
  actionData: answer,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <ExportProfilePage data={loaderData} actionData={actionData} />;
}
