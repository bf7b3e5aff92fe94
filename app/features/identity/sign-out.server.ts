import type { RouterContextProvider } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { getAuthSession } from "~/lib/auth-session.server";
import { getInstance } from "~/lib/i18n.server";
import { endOAuthGrant } from "~/lib/oauth-client.server";
import { serverContext } from "~/lib/server-context.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * POST /logout: revokes the tokens at the API and at the authorization server, then forgets
 * them. The user is signed out here whatever the server says: a failed revocation must not
 * keep anyone signed in.
 */
export async function signOut({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const session = getAuthSession(context);
  const { oauth } = context.get(serverContext);

  if (session.hasTokens) {
    try {
      const response = await getApi(context).request("/api/identity/logout", { method: "POST" });
      await response.body?.cancel();
    } catch {
      // An expired session throws its way to /login; we are going there anyway.
    }
    const refreshToken = session.refreshToken;
    if (refreshToken) await endOAuthGrant(oauth, refreshToken).catch(() => false);
  }

  session.clear();
  const t = getInstance(context).t;
  return redirectWithToast(request, "/login", {
    type: "success",
    title: t("auth:signOut.done.title"),
    description: t("auth:signOut.done.description"),
  });
}
