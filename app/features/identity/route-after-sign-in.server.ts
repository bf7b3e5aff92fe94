import { type RouterContextProvider, redirect } from "react-router";
import { settingsPath } from "~/features/settings/settings-api.server";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getAuthSession } from "~/lib/auth-session.server";
import { settingsSchema } from "../../../server/contracts/settings/settings";

/**
 * /auth/logging-in (spec section 2): the page the user started from, if sign-in began on a
 * guarded page; otherwise /validate when the tenant processes automatically, else /to-process.
 */
export async function routeAfterSignIn({ context }: { context: Readonly<RouterContextProvider> }) {
  const session = getAuthSession(context);
  if (!session.hasTokens) throw redirect("/login");

  let response = await getApi(context).request(settingsPath);
  if (response.status === 403 && session.tenantId) {
    // The tenant last used on this device is no longer open to this user: their default then.
    await response.body?.cancel();
    session.setTenantId(null);
    response = await getApi(context).request(settingsPath);
  }
  if (response.status === 403) {
    await response.body?.cancel();
    throw redirect("/errors/authorization-failed");
  }
  const settings = await readApiData(response, settingsSchema);
  throw redirect(session.takeReturnTo() ?? (settings.autoProcess ? "/validate" : "/to-process"));
}
