import { loadValidate } from "~/features/orders/validate-loader.server";
import { ValidateQueuePage } from "~/features/orders/validate-queue-page";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/validate";

export const handle = {
  i18n: ["validate", "order-inquiries", "filters", "sorting"],
} satisfies ShellHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadValidate({ url, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Validate({ loaderData }: Route.ComponentProps) {
  return <ValidateQueuePage data={loaderData} />;
}
