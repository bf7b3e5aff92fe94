import { currentTenantKey } from "~/features/identity/current-tenant-key";
import type { CurrentUser } from "~/features/identity/current-user";

/** Spec section 1: the company of a user without a tenant. */
export const noCompanyInfo = "No company info";

/** What Intercom is booted and updated with (its `intercomSettings`). */
export type IntercomUserData = {
  app_id: string;
  user_id: string;
  name?: string;
  email: string;
  company: { company_id: string; name: string };
  /** Identity verification (`INTERCOM_IDENTITY_SECRET`), made on the server. */
  user_hash?: string;
  /** Fennec's own chat button opens the Messenger; Intercom's launcher stays hidden. */
  hide_default_launcher: true;
};

/** Who the chat knows the user as (spec section 1): the e-mail if present, otherwise the id. */
export function intercomUserId(user: Pick<CurrentUser, "id" | "email">): string {
  return user.email || user.id;
}

/**
 * The signed-in user as the support team sees them (spec section 1): known by their e-mail
 * address when they have one, otherwise by their id; the company is the current tenant's key,
 * never its name.
 */
export function intercomUserData(
  appId: string,
  user: Pick<
    CurrentUser,
    "id" | "email" | "firstName" | "lastName" | "tenants" | "currentTenantId"
  >,
  userHash: string | null = null,
): IntercomUserData {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const company = currentTenantKey(user) ?? noCompanyInfo;
  return {
    app_id: appId,
    user_id: intercomUserId(user),
    ...(userHash ? { user_hash: userHash } : {}),
    ...(name ? { name } : {}),
    email: user.email,
    company: { company_id: company, name: company },
    hide_default_launcher: true,
  };
}
