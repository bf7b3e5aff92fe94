import { ClipboardCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyOrderQueue } from "~/features/orders/empty-order-queue";
import { loadValidate } from "~/features/orders/validate-loader.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import type { Route } from "./+types/validate";

export const handle = { i18n: ["validate"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return loadValidate({ context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function Validate() {
  const { t } = useTranslation("validate");
  return (
    <EmptyOrderQueue
      heading={t("heading")}
      intro={t("intro")}
      emptyTitle={t("empty.title")}
      emptyDescription={t("empty.description")}
      icon={ClipboardCheck}
    />
  );
}
