import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { loadDashboardPage } from "~/features/dashboard/load-dashboard-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/dashboard";

export const handle = { i18n: ["dashboard"] } satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadDashboardPage({ url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}
