import { type MiddlewareFunction, redirect } from "react-router";
import { createApiClient } from "./api-client.server";
import { apiContext } from "./api-context.server";
import { type AuthSession, authSessionContext, readAuthSession } from "./auth-session.server";
import { loginPath, requestPath } from "./login-path";
import { refreshTokenSet } from "./oauth-client.server";
import { getOptionalServerContext } from "./optional-server-context.server";
import { sharedTokenRefresh } from "./shared-token-refresh.server";

/**
 * Root middleware: reads the web session from its cookies, gives the request an API client
 * bound to it, and writes whatever changed (refreshed tokens, a new tenant, a sign-out) back
 * into the cookies of the response on the way out.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const session = await readAuthSession(request);
  context.set(authSessionContext, session);

  const server = getOptionalServerContext(context);
  context.set(
    apiContext,
    server
      ? createApiClient({
          fetch: server.api,
          session,
          refresh: (refreshToken) =>
            sharedTokenRefresh.refresh(refreshToken, (token) =>
              refreshTokenSet(request, server.oauth, token),
            ),
          unauthenticated: () => {
            session.clear();
            throw redirect(loginPath(request.method === "GET" ? requestPath(url) : null));
          },
        })
      : {
          request: () => {
            throw new Error("API layer not configured");
          },
        },
  );

  try {
    return await withSessionCookies(await next(), session, request);
  } catch (error) {
    if (error instanceof Response) throw await withSessionCookies(error, session, request);
    throw error;
  }
};

async function withSessionCookies(response: Response, session: AuthSession, request: Request) {
  const cookies = await session.commit(request);
  if (cookies.length === 0) return response;
  // Copied: a response may come with immutable headers.
  const headers = new Headers(response.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
