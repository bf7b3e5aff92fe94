import { ArchivePage } from "~/features/archive/archive-page";
import { loadArchive } from "~/features/archive/load-archive.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/archive";

export const handle = {
  i18n: ["archive", "order-inquiries", "filters", "sorting"],
} satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadArchive({ url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Archive({ loaderData }: Route.ComponentProps) {
  return <ArchivePage data={loaderData} />;
}
