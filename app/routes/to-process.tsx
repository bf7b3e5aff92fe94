import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyOrderQueue } from "~/features/orders/empty-order-queue";
import { loadToProcess } from "~/features/orders/to-process-loader.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/to-process";

export const handle = { i18n: ["to-process"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return loadToProcess({ context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ToProcess() {
  const { t } = useTranslation("to-process");
  return (
    <EmptyOrderQueue
      heading={t("heading")}
      intro={t("intro")}
      emptyTitle={t("empty.title")}
      emptyDescription={t("empty.description")}
      icon={Inbox}
    />
  );
}
