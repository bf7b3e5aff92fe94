import { AuthProblem } from "~/features/identity/auth-problem";
import { MyInvitations } from "~/features/identity/my-invitations";
import { myInvitationsAction } from "~/features/identity/my-invitations-action.server";
import { listMyInvitations } from "~/features/identity/my-invitations-api.server";
import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { getAuthSession } from "~/lib/auth-session.server";
import { getInstance } from "~/lib/i18n.server";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import { useTranslation } from "~/lib/use-translation";
import type { Route } from "./+types/authorization-failed";

export const handle = { i18n: ["auth", "home"] } satisfies ShellHandle;

export async function loader({ context }: Route.LoaderArgs) {
  // No tenant is open to this user; an invitation to one may be waiting.
  const signedIn = getAuthSession(context).hasTokens;
  return {
    title: getInstance(context).t("auth:authorizationFailed.title"),
    invitations: signedIn ? await listMyInvitations(context) : [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Joined: sign-in carries on into the new tenant.
  return myInvitationsAction({
    request,
    context,
    back: "/errors/authorization-failed",
    joined: "/auth/logging-in",
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function AuthorizationFailed({
  loaderData,
  actionData: answer,
}: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  const { t } = useTranslation("auth");
  // The session cannot be used: signing in again starts by ending it.
  return (
    <>
      <MyInvitations invitations={loaderData.invitations} error={actionData?.invitationError} />
      <AuthProblem
        heading={t("authorizationFailed.heading")}
        linkLabel={t("authorizationFailed.link")}
        signOutFirst
      >
        <p>{t("authorizationFailed.description")}</p>
        <p>{t("authorizationFailed.advice")}</p>
      </AuthProblem>
    </>
  );
}
