import { loadLogsPage } from "~/features/logs/load-logs-page.server";
import { LogsPage } from "~/features/logs/logs-page";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/logs";

export const handle = { i18n: ["logs"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadLogsPage({ url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Logs({ loaderData }: Route.ComponentProps) {
  return <LogsPage data={loaderData} />;
}
