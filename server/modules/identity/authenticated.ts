import { AppError } from "../../http/app-error.ts";
import type { Permission, Role } from "./roles.ts";

export type TenantSummary = { id: string; key: string; name: string };

/** Who is calling the API, in which tenant, with which rights. */
export type Authenticated = {
  /** The person signed in; null when an API client calls (machine sign-in, decision 042). */
  user: { id: string; email: string; firstName: string; lastName: string } | null;
  /**
   * The API client calling with a client-credentials token (`tokenId`: that token, which is
   * its sign-in, decision 064); null for a person.
   */
  apiClient: { id: string; clientId: string; name: string; tokenId: string } | null;
  tenant: TenantSummary;
  /** The person's role in the tenant; null for an API client, which holds scopes instead. */
  role: Role | null;
  /** A person's role's permissions; an API client's scopes. */
  permissions: readonly Permission[];
  /** Every tenant the user may enter, by name (an API client: its own). */
  tenants: TenantSummary[];
  /** Tenants in which the user may manage users, with their role there. */
  administeredTenants: Array<{ id: string; role: Role }>;
  /** A person's sign-in (the grant every token of it belongs to). */
  grantId: string | undefined;
};

/**
 * The person behind the request, for what only a person may do (their own account, managing
 * users); an API client is refused with 403 rather than acting as someone.
 */
export function personOf(auth: Authenticated) {
  if (!auth.user || !auth.role) throw personOnly();
  return { user: auth.user, role: auth.role };
}

export const personOnly = () =>
  new AppError("forbidden", "Only a signed-in person can do this, not an API client");
