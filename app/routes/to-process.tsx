import { toProcessAction } from "~/features/orders/to-process-action.server";
import { loadToProcess } from "~/features/orders/to-process-loader.server";
import { type ToProcessActionData, ToProcessPage } from "~/features/orders/to-process-page";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/to-process";

export const handle = { i18n: ["to-process", "order-inquiries"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadToProcess({ url, context });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return toProcessAction({ request, url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ToProcess({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return <ToProcessPage data={loaderData} actionData={actionData as ToProcessActionData} />;
}
