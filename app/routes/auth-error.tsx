import { AuthProblem } from "~/features/identity/auth-problem";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { getInstance } from "~/lib/i18n.server";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/auth-error";

export const handle = { i18n: ["auth"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("auth:authError.title") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function AuthError() {
  const { t } = useTranslation("auth");
  return (
    <AuthProblem heading={t("authError.heading")} linkLabel={t("authError.link")}>
      <p>{t("authError.description")}</p>
      <p>{t("authError.advice")}</p>
    </AuthProblem>
  );
}
