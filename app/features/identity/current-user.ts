/** The permissions of docs/decisions/005; `tenant:{id}` entries come on top. */
export const permissions = [
  "read:reference_data",
  "write:reference_data",
  "read:validated_order",
  "read:order_data",
  "write:order_data",
  "manage:users",
  "manage:connectivity",
  "manage:settings",
  "read:logs",
  "platform:admin",
] as const;
export type Permission = (typeof permissions)[number];

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
