import { importsAction } from "~/features/imports/imports-action.server";
import { ImportsPage } from "~/features/imports/imports-page";
import { loadImportsPage } from "~/features/imports/load-imports-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/reference-data-imports";

export const handle = { i18n: ["imports"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadImportsPage({ url, context });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return importsAction({ request, url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ReferenceDataImports({
  loaderData,
  actionData: answer,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <ImportsPage data={loaderData} actionData={actionData} />;
}
