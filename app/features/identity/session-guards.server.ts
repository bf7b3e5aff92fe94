import { type MiddlewareFunction, redirect } from "react-router";
import { getAuthSession } from "~/lib/auth-session.server";
import { loginPath, requestPath } from "~/lib/login-path";
import { currentUserContext } from "./current-user-context.server";
import { loadCurrentUser } from "./load-current-user.server";

/**
 * Guard of the signed-in pages (convention 5): without a session the browser goes to /login and
 * comes back afterwards; with one, the user is loaded once per request (checking the chosen
 * tenant on the way) and put in the context for loaders, actions and the shell.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = async ({
  request,
  url,
  context,
}) => {
  if (!getAuthSession(context).hasTokens) {
    throw redirect(loginPath(request.method === "GET" ? requestPath(url) : null));
  }
  context.set(currentUserContext, await loadCurrentUser(context));
};

/** /login is for guests: a signed-in user goes home. */
export const guestOnlyMiddleware: MiddlewareFunction<Response> = async ({ context }) => {
  if (getAuthSession(context).hasTokens) throw redirect("/");
};

/**
 * For pages open to everyone that still look different signed in (the 404 of an unknown path):
 * the user when the session has one, and nobody when it has none or it cannot be loaded.
 */
export const optionalUserMiddleware: MiddlewareFunction<Response> = async ({ context }) => {
  if (!getAuthSession(context).hasTokens) return;
  context.set(currentUserContext, await loadCurrentUser(context).catch(() => null));
};
