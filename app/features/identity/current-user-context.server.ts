import { createContext, data, type RouterContextProvider } from "react-router";
import { getInstance } from "~/lib/i18n.server";
import { type CurrentUser, can, type Permission } from "./current-user";

/** Set by the sign-in guard of the default and admin layouts; null elsewhere. */
export const currentUserContext = createContext<CurrentUser | null>(null);

export function getOptionalCurrentUser(context: Readonly<RouterContextProvider>) {
  return context.get(currentUserContext);
}

export function getCurrentUser(context: Readonly<RouterContextProvider>) {
  const user = context.get(currentUserContext);
  if (!user) throw new Error("The route has no sign-in guard (requireUserMiddleware)");
  return user;
}

/** A page the user's role does not allow answers 403, as the API would. */
export function requirePermission(
  context: Readonly<RouterContextProvider>,
  permission: Permission,
) {
  const user = getCurrentUser(context);
  if (!can(user, permission)) {
    throw data(getInstance(context).t("errors:forbidden"), {
      status: 403,
      statusText: "Forbidden",
    });
  }
  return user;
}
