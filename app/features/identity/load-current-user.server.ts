import { type RouterContextProvider, redirect } from "react-router";
import { getApi } from "~/lib/api-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getAuthSession } from "~/lib/auth-session.server";
import { meSchema } from "../../../server/contracts/identity/user";
import type { CurrentUser } from "./current-user";

/**
 * GET /api/identity/me with the session's tenant. A tenant the user may no longer use answers
 * 403: the choice is dropped and the API's default tenant is used instead.
 */
export async function loadCurrentUser(
  context: Readonly<RouterContextProvider>,
): Promise<CurrentUser> {
  const api = getApi(context);
  const session = getAuthSession(context);

  let response = await api.request("/api/identity/me");
  if (response.status === 403 && session.tenantId) {
    await response.body?.cancel();
    session.setTenantId(null);
    response = await api.request("/api/identity/me");
  }
  if (response.status === 403) {
    await response.body?.cancel();
    throw redirect("/errors/authorization-failed");
  }
  const me = await readApiData(response, meSchema);

  const firstName = me.first_name;
  const lastName = me.last_name;
  const currentTenant = me.tenants.find((tenant) => tenant.id === me.current_tenant_id);
  return {
    id: me.id,
    email: me.email,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`.trim() || me.email,
    role: me.role,
    permissions: me.permissions,
    tenants: me.tenants,
    currentTenantId: me.current_tenant_id,
    company: me.company || currentTenant?.name || null,
  };
}
