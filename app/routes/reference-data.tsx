import { loadReferenceDataPage } from "~/features/reference-data/load-reference-data-page.server";
import { referenceDataAction } from "~/features/reference-data/reference-data-action.server";
import { ReferenceDataPage } from "~/features/reference-data/reference-data-page";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/reference-data";

export const handle = { i18n: ["reference-data"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadReferenceDataPage({ url, context });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return referenceDataAction({ request, url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ReferenceData({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <ReferenceDataPage data={loaderData} actionData={actionData} />;
}
