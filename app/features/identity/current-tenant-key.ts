import type { CurrentUser } from "./current-user";

/** The key of the tenant the user works in: what error reports are tagged with, never its name. */
export function currentTenantKey(
  user: Pick<CurrentUser, "tenants" | "currentTenantId"> | null | undefined,
): string | null {
  return user?.tenants.find((tenant) => tenant.id === user.currentTenantId)?.key ?? null;
}
