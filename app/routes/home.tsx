import { getCurrentUser } from "~/features/identity/current-user-context.server";
import { loadInquiryCounts } from "~/features/orders/inquiry-counts.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { StaffAreasOverview } from "~/features/shell/staff-areas-overview";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/home";

export const handle = { i18n: ["home"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return {
    title: getInstance(context).t("home:title"),
    user: getCurrentUser(context),
    counts: await loadInquiryCounts(context),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { productName, version } = matches[0].loaderData;
  return (
    <StaffAreasOverview
      productName={productName}
      version={version}
      user={loaderData.user}
      counts={loaderData.counts}
    />
  );
}
