import { type RouterContextProvider, redirectDocument } from "react-router";
import { getAuthSession } from "~/lib/auth-session.server";
import { createOAuthStrategy } from "~/lib/oauth-client.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { serverContext } from "~/lib/server-context.server";

/**
 * The Continue button of /login: starts the authorization code flow with PKCE. The state and
 * verifier go into a cookie, the page to come back to into the session, and the browser to the
 * authorization server, which shows the sign-in page (/sign-in/{uid}).
 */
export async function startSignIn({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { oauth } = context.get(serverContext);
  const form = await request.formData();
  getAuthSession(context).setReturnTo(safeRedirect(form.get("redirectTo"), "") || null);

  const strategy = createOAuthStrategy(request, oauth, async () => null);
  try {
    await strategy.authenticate(request);
  } catch (thrown) {
    const location = thrown instanceof Response ? thrown.headers.get("Location") : null;
    if (thrown instanceof Response && location) {
      const headers = new Headers();
      for (const cookie of thrown.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      // A document navigation: /oauth/auth is the authorization server, not a page of this app.
      return redirectDocument(location, { headers });
    }
    throw thrown;
  }
  throw new Error("The OAuth strategy did not redirect to the authorization server");
}
