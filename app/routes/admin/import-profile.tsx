import { requireUserMiddleware } from "~/features/identity/session-guards.server";
import { importProfileAction } from "~/features/import-profiles/import-profile-action.server";
import { ImportProfilePage } from "~/features/import-profiles/import-profile-page";
import { loadImportProfilePage } from "~/features/import-profiles/load-import-profile-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/import-profile";

// The empty layout has no guard of its own: this page signs the user in itself.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export const handle = { i18n: ["import-profiles", "file-transfer"] } satisfies ShellHandle;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  return loadImportProfilePage({ url, params, context });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return importProfileAction({ request, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ImportProfileRoute({
  loaderData,
  actionData: answer,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <ImportProfilePage data={loaderData} actionData={actionData} />;
}
