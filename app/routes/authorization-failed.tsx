import { useTranslation } from "react-i18next";
import { AuthProblem } from "~/features/identity/auth-problem";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { getInstance } from "~/lib/i18n.server";
import type { Route } from "./+types/authorization-failed";

export const handle = { i18n: ["auth"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("auth:authorizationFailed.title") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function AuthorizationFailed() {
  const { t } = useTranslation("auth");
  return (
    // The session cannot be used: signing in again starts by ending it.
    <AuthProblem
      heading={t("authorizationFailed.heading")}
      linkLabel={t("authorizationFailed.link")}
      signOutFirst
    >
      <p>{t("authorizationFailed.description")}</p>
      <p>{t("authorizationFailed.advice")}</p>
    </AuthProblem>
  );
}
