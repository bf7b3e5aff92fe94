import { type RouterContextProvider, redirect } from "react-router";
import { getAuthSession } from "~/lib/auth-session.server";
import { readLastTenant } from "~/lib/last-tenant-cookie.server";
import { createOAuthStrategy, expireOAuthStateCookies } from "~/lib/oauth-client.server";
import { serverContext } from "~/lib/server-context.server";
import { parseTokenResponse } from "~/lib/token-response";

/**
 * /callback: the authorization server sends the browser back with a code; it is exchanged
 * (with the PKCE verifier from the state cookie) for tokens, which go into the session cookies.
 * Anything wrong — no state, a foreign state, an error from the server, a bad token answer —
 * ends on /auth-error.
 */
export async function completeSignIn({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { oauth } = context.get(serverContext);
  const headers = new Headers();
  for (const cookie of expireOAuthStateCookies(request)) headers.append("Set-Cookie", cookie);

  // Without a state the strategy would start a new sign-in instead of completing one.
  if (!new URL(request.url).searchParams.has("state")) {
    throw redirect("/auth-error", { headers });
  }

  const strategy = createOAuthStrategy(request, oauth, async ({ tokens }) =>
    parseTokenResponse(tokens.data),
  );
  let tokens: Awaited<ReturnType<typeof strategy.authenticate>>;
  try {
    tokens = await strategy.authenticate(request);
  } catch {
    throw redirect("/auth-error", { headers });
  }

  const session = getAuthSession(context);
  session.signIn(tokens);
  // Resume in the tenant last used on this device; /auth/logging-in drops it if it is closed.
  session.setTenantId(await readLastTenant(request));
  return redirect("/auth/logging-in", { headers });
}
