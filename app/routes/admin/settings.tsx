import { useLocation } from "react-router";
import { SettingsForm } from "~/features/settings/settings-form";
import { loadSettingsPage, saveSettings } from "~/features/settings/settings-page.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/settings";

export const handle = { i18n: ["settings"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage({ context });
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveSettings({ request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function SettingsRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  const { t } = useTranslation("settings");
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </div>
      <SettingsForm
        key={location.key}
        settings={loaderData.settings}
        lastResult={actionData?.result}
      />
    </div>
  );
}
