import type { Permission, Role } from "./roles.ts";

export type TenantSummary = { id: string; key: string; name: string };

/** Who is calling the API, in which tenant, with which rights. */
export type Authenticated = {
  user: { id: string; email: string; firstName: string; lastName: string };
  tenant: TenantSummary;
  role: Role;
  permissions: readonly Permission[];
  /** Every tenant the user may enter, by name. */
  tenants: TenantSummary[];
  /** Tenants in which the user may manage users, with their role there. */
  administeredTenants: Array<{ id: string; role: Role }>;
  grantId: string | undefined;
};
