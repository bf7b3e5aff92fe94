// The permission values are the API's (docs/decisions/005): one list, the server's, named here
// by type only, so no server code reaches the browser.
export type { Permission } from "../../../server/contracts/identity/roles";

import type { Permission } from "../../../server/contracts/identity/roles";

export type TenantSummary = { id: string; key: string; name: string };

/** The signed-in user as the pages see it (no tokens, ever). */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, or the e-mail when both are empty. */
  displayName: string;
  role: string | null;
  permissions: readonly string[];
  tenants: readonly TenantSummary[];
  currentTenantId: string | null;
  /** The current tenant's name. */
  company: string | null;
};

/** The web only hides what a user may not do; the API refuses it anyway. */
export function can(
  user: Pick<CurrentUser, "permissions"> | null | undefined,
  permission: Permission,
) {
  return Boolean(user?.permissions.includes(permission));
}
