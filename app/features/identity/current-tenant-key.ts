import type { CurrentUser } from "./current-user";

/**
 * The key of the tenant the user works in, never its name: what error reports are tagged with
 * and what the support chat names as the company.
 */
export function currentTenantKey(
  user: Pick<CurrentUser, "tenants" | "currentTenantId"> | null | undefined,
): string | null {
  return user?.tenants.find((tenant) => tenant.id === user.currentTenantId)?.key ?? null;
}
