import { ArchivedOrderPage } from "~/features/archive/archived-order-page";
import { loadArchivedOrder } from "~/features/archive/load-archived-order.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/archived-order";

export const handle = {
  i18n: ["archive", "order-inquiries", "file-transfer"],
} satisfies ShellHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArchivedOrder({ params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ArchivedOrder({ loaderData }: Route.ComponentProps) {
  return <ArchivedOrderPage data={loaderData} />;
}
